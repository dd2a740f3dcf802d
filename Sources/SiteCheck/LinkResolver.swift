/// Resolves a page's links against the page's own URL, as a browser does, and says which are the site's
/// own and where in the output folder they lead.
struct LinkResolver {
    let site: SiteAddress

    /// Where `reference` leads from a page whose URL path is `pageURL` (percent-encoded, starting with the
    /// base path: `/shelf/movies/550/index.html`).
    func resolve(_ reference: String, from pageURL: String) -> LinkTarget {
        let value = Self.cleaned(reference)
        if value.isEmpty { return .ignored }
        var beforeFragment = Substring(value)
        var fragment: Substring?
        // Byte searches: `#`, `?` and `/` are ASCII, so their indices are valid in the String too.
        if let hash = value.utf8.firstIndex(of: UInt8(ascii: "#")) {
            beforeFragment = value[..<hash]
            fragment = value[value.utf8.index(after: hash)...]
        }
        let path: String
        if let absolute = AbsoluteURL(value) ?? Self.schemeRelative(value, scheme: site.scheme ?? "https") {
            guard absolute.isHTTP else { return .ignored }
            guard let own = site.ownPath(of: absolute) else { return .external(String(beforeFragment)) }
            path = own
        } else {
            let withoutQuery = beforeFragment[..<(beforeFragment.utf8.firstIndex(of: UInt8(ascii: "?")) ?? beforeFragment.endIndex)]
            if withoutQuery.hasPrefix("/") {
                path = String(withoutQuery)
            } else {
                path = String(Self.folder(of: pageURL) + (withoutQuery.isEmpty ? Self.lastSegment(of: pageURL) : withoutQuery))
            }
        }
        return own(path, fragment: fragment)
    }

    /// The site path of an absolute URL path: dot segments removed, below the base path, decoded.
    private func own(_ path: String, fragment: Substring?) -> LinkTarget {
        guard let normalized = Self.removingDotSegments(path) else { return .broken("leads above the site's root") }
        guard normalized.hasPrefix(site.basePath) else { return .broken("is outside the site's base path \(site.basePath)") }
        guard let decoded = PercentEncoding.decode(Substring(normalized.utf8.dropFirst(site.basePath.utf8.count))) else {
            return .broken("has a malformed percent-encoding")
        }
        guard let fragment else { return .own(path: decoded, fragment: nil) }
        guard let decodedFragment = PercentEncoding.decode(fragment) else { return .broken("has a malformed percent-encoding") }
        return .own(path: decoded, fragment: decodedFragment)
    }

    /// A `//host/path` URL read with the scheme of the page, or nil for anything else.
    private static func schemeRelative(_ value: String, scheme: String) -> AbsoluteURL? {
        value.hasPrefix("//") ? AbsoluteURL(scheme + ":" + value) : nil
    }

    /// As browsers read an attribute's URL: without ASCII whitespace at either end, and without tabs and
    /// line breaks anywhere.
    private static func cleaned(_ value: String) -> String {
        // Nearly every link has nothing to remove; finding that takes one pass over the bytes.
        let utf8 = value.utf8
        if let first = utf8.first, let last = utf8.last, first > 0x20, last > 0x20,
            !utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        {
            return value
        }
        var result = value
        if result.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            result.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{C}" }
        while let first = result.first, isSpace(first) { result.removeFirst() }
        while let last = result.last, isSpace(last) { result.removeLast() }
        return result
    }

    /// `/a/b/` for `/a/b/index.html`.
    private static func folder(of url: String) -> Substring {
        url[...(url.utf8.lastIndex(of: UInt8(ascii: "/")) ?? url.startIndex)]
    }

    /// `index.html` for `/a/b/index.html`: what an empty reference (`?page=2`) names.
    private static func lastSegment(of url: String) -> Substring {
        url.utf8.lastIndex(of: UInt8(ascii: "/")).map { url[url.utf8.index(after: $0)...] } ?? Substring(url)
    }

    /// RFC 3986's remove_dot_segments for an absolute path; nil when `..` climbs above the root, which a
    /// browser would clamp but which cannot work from a copied folder or `file://`.
    static func removingDotSegments(_ path: String) -> String? {
        guard hasDotSegment(path) else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                guard !output.isEmpty else { return nil }
                output.removeLast()
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        return "/" + output.joined(separator: "/")
    }

    /// Whether `path` has a `/.` at all, the start of any dot segment: most paths do not.
    private static func hasDotSegment(_ path: String) -> Bool {
        var slash = false
        for byte in path.utf8 {
            if slash && byte == UInt8(ascii: ".") { return true }
            slash = byte == UInt8(ascii: "/")
        }
        return false
    }
}
