import Foundation

/// Where a request's path leads, decided from the path as the request line spells it, before any file is
/// looked at. Each segment is decoded on its own, so an escaped `%2F` cannot join two segments, and a path
/// that could climb out of the output folder (`..`, `%2e%2e`, NUL or other control characters, a bad
/// escape) is rejected rather than cleaned up.
enum RequestPath {
    enum Target: Equatable {
        /// Inside the site: the decoded segments below the base path, and whether the path ended with `/`.
        case site(segments: [String], trailingSlash: Bool)
        /// The base path without its final slash (`/catalog` for `/catalog/`).
        case baseWithoutSlash
        /// Outside the base path of a site that lives below one (`/` when the site is `/catalog/`).
        case outside
        /// Not a path that can name a file of the site.
        case rejected
    }

    /// `raw` is the request target's path, still percent-encoded; `basePath` the site's (`/` or `/catalog/`).
    static func parse(_ raw: String, basePath: String) -> Target {
        guard raw.hasPrefix("/"), let segments = decodedSegments(raw), let base = decodedSegments(basePath) else {
            return .rejected
        }
        let trailingSlash = raw.hasSuffix("/")
        guard segments.starts(with: base) else { return .outside }
        if segments.count == base.count && !base.isEmpty && !trailingSlash { return .baseWithoutSlash }
        return .site(segments: Array(segments.dropFirst(base.count)), trailingSlash: trailingSlash || segments.isEmpty)
    }

    /// The non-empty segments of `path`, each decoded; nil when one may not name a file.
    private static func decodedSegments(_ path: String) -> [String]? {
        var segments: [String] = []
        for encoded in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(encoded).removingPercentEncoding, isAcceptable(segment) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    private static func isAcceptable(_ segment: String) -> Bool {
        segment != "." && segment != ".."
            && !segment.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0 == "/" || $0 == "\\" }
    }

    /// `segments` as a path below `basePath`, each escaped again: what a redirect's `Location` says.
    static func encode(_ segments: [String], basePath: String, trailingSlash: Bool) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove("/")
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        let joined = normalized(basePath) + encoded.joined(separator: "/")
        return trailingSlash && !joined.hasSuffix("/") ? joined + "/" : joined
    }

    /// `basePath` with a slash at each end and no empty segment, so that a redirect can never read `//host`.
    static func normalized(_ basePath: String) -> String {
        let segments = basePath.split(separator: "/", omittingEmptySubsequences: true)
        return segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/"
    }
}
