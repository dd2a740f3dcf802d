/// The parts of an absolute URL (`scheme://authority/path?query#fragment`) that link checking needs,
/// read the way browsers read them; no normalisation beyond lower-casing the scheme and the host.
struct AbsoluteURL: Equatable {
    /// Lower case.
    let scheme: String
    /// `host[:port]` in lower case, without the scheme's default port (80 for http, 443 for https); nil
    /// for a URL without `//` (`mailto:x`).
    let authority: String?
    /// The path as written (percent-encoded); "" when the URL has none.
    let path: String

    var isHTTP: Bool { scheme == "http" || scheme == "https" }

    /// Reads `text`; nil when it does not start with a scheme (a relative URL).
    init?(_ text: String) {
        guard let colon = Self.schemeEnd(text) else { return nil }
        scheme = text[..<colon].lowercased()
        var rest = text[text.utf8.index(after: colon)...]
        // The path ends at the query or the fragment.
        if let end = rest.utf8.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { rest = rest[..<end] }
        guard rest.hasPrefix("//") else {
            authority = nil
            path = String(rest)
            return
        }
        rest = rest.dropFirst(2)
        let slash = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        authority = Self.normalized(authority: rest[..<slash], scheme: scheme)
        path = String(rest[slash...])
    }

    /// The index of the `:` that ends a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`), or nil.
    static func schemeEnd(_ text: String) -> String.Index? {
        let utf8 = text.utf8
        guard let first = utf8.first, isLetter(first) else { return nil }
        for index in utf8.indices.dropFirst() {
            let byte = utf8[index]
            if byte == UInt8(ascii: ":") { return index }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter(byte) || isDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else {
                return nil
            }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func normalized(authority: Substring, scheme: String) -> String {
        // Credentials (`user:pass@`) are not part of where a link goes.
        var host = authority.lowercased()
        if let at = host.lastIndex(of: "@") { host = String(host[host.index(after: at)...]) }
        let defaultPort = scheme == "https" ? ":443" : scheme == "http" ? ":80" : nil
        if let defaultPort, host.hasSuffix(defaultPort) { host.removeLast(defaultPort.count) }
        return host
    }
}
