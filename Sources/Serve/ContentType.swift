/// The `Content-Type` of a served file, from its extension: what a static host such as nginx sends for
/// the files a site holds. Text types name UTF-8, which is what sitegen writes.
public enum ContentType {
    /// Extension (lowercased, without the dot) → media type.
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "webmanifest": "application/manifest+json",
        "xml": "application/xml",
        "atom": "application/atom+xml",
        "rss": "application/rss+xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/vnd.microsoft.icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
    ]

    /// What a file of unknown type is sent as: the browser downloads it rather than guessing.
    static let fallback = "application/octet-stream"

    /// The media type of the file at `path` (a file name or a path; only the last extension counts).
    public static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether a response of `type` is an HTML page, which gets the live-reload script.
    static func isHTML(_ type: String) -> Bool {
        type.hasPrefix("text/html")
    }
}
