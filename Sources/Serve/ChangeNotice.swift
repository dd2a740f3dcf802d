import Foundation

/// What open pages are told after a rebuild, from the output files it changed.
enum ChangeNotice: Equatable {
    /// Nothing a page shows changed.
    case none
    /// Only stylesheets changed: pages swap them in place (by their paths on the server).
    case stylesheets([String])
    /// Only pages changed: the open ones among these paths reload.
    case pages([String])
    /// Something that any page may use changed (a script, an image, a font), or everything was rebuilt.
    case everything

    /// Beyond this many changed pages, every open page reloads rather than a client searching a long list.
    static let listLimit = 500

    /// Data files that pages do not show as they are (feeds, the sitemap, search index shards): open
    /// pages need not reload when only they changed. The search page links its shards, so it changes too.
    private static let unseenExtensions: Set<String> = ["json", "xml", "txt"]

    /// `changedFiles` are output paths relative to the output folder, nil when the whole site was written.
    init(changedFiles: [String]?, basePath: String) {
        guard let changedFiles else {
            self = .everything
            return
        }
        var pages: [String] = []
        var stylesheets: [String] = []
        for file in changedFiles {
            switch Self.fileExtension(file) {
            case "html": pages += Self.addresses(ofPage: file, basePath: basePath)
            case "css": stylesheets.append(RequestPath.normalized(basePath) + file)
            case let type where Self.unseenExtensions.contains(type): continue
            default:
                self = .everything
                return
            }
        }
        if pages.count > Self.listLimit {
            self = .everything
        } else if !pages.isEmpty {
            self = .pages(pages)
        } else {
            self = stylesheets.isEmpty ? .none : .stylesheets(stylesheets)
        }
    }

    /// The event that tells open pages, or nil when there is nothing to tell.
    func event(build: Int) -> ServerSentEvent? {
        switch self {
        case .none: return nil
        case .stylesheets(let paths): return ServerSentEvent(name: "css", ["build": build, "stylesheets": paths])
        case .pages(let paths): return ServerSentEvent(name: "reload", ["build": build, "pages": paths])
        case .everything: return ServerSentEvent(name: "reload", ["build": build, "pages": NSNull()])
        }
    }

    /// The addresses a browser may show a page under: `movies/x/index.html` is `/movies/x/` too.
    private static func addresses(ofPage file: String, basePath: String) -> [String] {
        let path = RequestPath.normalized(basePath) + file
        guard file == "index.html" || file.hasSuffix("/index.html") else { return [path] }
        return [String(path.dropLast("index.html".count)), path]
    }

    private static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
