public import Model

/// The only place that knows the site's URLs and where each page lands in the output folder.
/// Every URL is root-relative and starts with the base path, so a site served under `/catalog/` works.
public struct Router: Sendable {
    /// `/` or `/catalog/`.
    public let basePath: String
    /// The folder below a paged list's own that holds its later pages (`movies/page/2/`).
    static let pageFolder = "page/"
    /// Where each person's page goes, told apart from others whose names make the same slug.
    public let people: PersonAddresses

    /// - Parameter people: the catalog's people's addresses (`Taxonomies.personAddresses`); by default
    ///   every person at their plain slug.
    public init(basePath: String, people: PersonAddresses = PersonAddresses()) {
        var path = basePath.hasPrefix("/") ? basePath : "/" + basePath
        if !path.hasSuffix("/") { path += "/" }
        self.basePath = path
        self.people = people
    }

    /// The URL of `route`, starting with the base path.
    public func url(_ route: Route) -> String {
        switch route {
        case .movie(let id, let title): Self.itemFolder(basePath + "movies/", id: id.description, title: title)
        case .book(let id, let title): Self.itemFolder(basePath + "books/", id: id.rawValue, title: title)
        default: basePath + relativePath(route)
        }
    }

    /// The URL and the output path of `route`, from one slug.
    public func address(_ route: Route) -> PageAddress {
        let path = relativePath(route)
        let isFolder = path.isEmpty || path.hasSuffix("/")
        return PageAddress(route: route, outputPath: isFolder ? path + PageAddress.index : path, basePath: basePath, isFolder: isFolder)
    }

    /// Where `route` is written, relative to the output folder: `movies/550-fight-club/index.html`.
    public func outputPath(_ route: Route) -> String {
        let path = relativePath(route)
        return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }

    /// Where a term's pages are written, from one slug: what `outputPath(_:)` gives for each page's route.
    public func termOutputPaths(_ taxonomy: Taxonomy, name: String) -> TermOutputPaths {
        TermOutputPaths(folder: relativePath(.term(taxonomy, name: name, page: 1)))
    }

    /// The movie's folder name: `550-fight-club`, or `550` when the title has no ASCII letter.
    public func movieSlug(_ id: Movie.ID, title: String) -> String {
        Self.itemFolder("", id: id.description, title: title, closed: false)
    }

    /// The book's folder name: `1gM6KphyINsC-divided-by-faith`, or the id alone.
    public func bookSlug(_ id: Book.ID, title: String) -> String {
        Self.itemFolder("", id: id.rawValue, title: title, closed: false)
    }

    /// An item's folder after `prefix`: `movies/550-fight-club/`, its id then its title's slug, the id alone when the
    /// title has none; without the closing `/` unless `closed`. Written into one buffer: interpolated, a movie's URL
    /// cost 4,300 instructions, made for every card of every page (Callgrind).
    private static func itemFolder(_ prefix: String, id: String, title: String, closed: Bool = true) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(prefix.utf8.count + id.utf8.count + Slug.maximumLength + 2)
        bytes.append(contentsOf: prefix.utf8)
        bytes.append(contentsOf: id.utf8)
        bytes.append(UInt8(ascii: "-"))
        if !Slug.append(title, to: &bytes) { bytes.removeLast() }
        if closed { bytes.append(UInt8(ascii: "/")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A folder name made only of lower-case ASCII letters, digits and hyphens: nothing else reaches a path.
    private static func folderSegment(_ segment: Substring) -> String {
        let kept = segment.lowercased().unicodeScalars.map { scalar -> Character in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
        }
        let name = String(kept).split(separator: "-").joined(separator: "-")
        return name.isEmpty ? "page" : name
    }

    /// A file name of lower-case ASCII letters, digits, hyphens and dots, never `.` or `..`. A name already of those
    /// bytes, as every name of the search index's 3,500 files at 50k items is, is that name: made again character by
    /// character, each cost 15,000 instructions, 54 M of a one-movie edit (Callgrind).
    private static func fileName(_ name: String) -> String {
        let isKept = { (byte: UInt8) in
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        if name.utf8.allSatisfy(isKept) && name.utf8.contains(where: { $0 != UInt8(ascii: ".") }) { return name }
        let kept = String(
            name.lowercased().unicodeScalars.map { scalar -> Character in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." ? Character(scalar) : "-"
            })
        return kept.allSatisfy { $0 == "." } ? "file" : kept
    }

    /// The folder of page `page` of a paged list whose first page is at `base`: `base` itself, then `base` + `page/2/`.
    static func paged(_ base: String, _ page: Int) -> String {
        page <= 1 ? base : base + pageFolder + String(page) + "/"
    }

    private func relativePath(_ route: Route) -> String {
        switch route {
        case .home: return ""
        case .movieList(let page): return Self.paged("movies/", page)
        case .movie(let id, let title): return Self.itemFolder("movies/", id: id.description, title: title)
        case .moviePoster(let id, let title, let ext): return "movies/\(movieSlug(id, title: title))/poster.\(ext)"
        case .bookList(let page): return Self.paged("books/", page)
        case .book(let id, let title): return Self.itemFolder("books/", id: id.rawValue, title: title)
        case .bookCover(let id, let title, let ext): return "books/\(bookSlug(id, title: title))/cover.\(ext)"
        case .comicArchive: return "comics/"
        case .comic(let id): return "comics/\(id)/"
        case .comicImage(let id, let ext): return "comics/\(id)/image.\(ext)"
        case .latestComic: return "comics/latest/"
        case .termIndex(let taxonomy, let page): return Self.paged("\(taxonomy.rawValue)/", page)
        case .term(.people, let name, let page): return Self.paged("people/\(people.segment(for: name))/", page)
        case .term(let taxonomy, let name, let page): return Self.paged("\(taxonomy.rawValue)/\(taxonomy.key(for: name))/", page)
        case .page(let slug): return "\(slug)/"
        case .notFound: return "404.html"
        case .search: return "search/"
        case .searchIndexFile(let name): return "search/index/\(Self.fileName(name))"
        case .asset(let name): return "assets/\(name)"
        case .sitemap: return "sitemap.xml"
        case .sitemapPart(let part): return "sitemap-\(part).xml"
        case .robots: return "robots.txt"
        case .feed(let scope): return scope == .site ? "feed.xml" : "\(scope.rawValue)/feed.xml"
        case .stats: return "stats/"
        case .reviewIndex: return "review/"
        // The owner's dates are of our era; a year before it would still make a safe segment ("750-bc").
        case .review(let year): return "review/\(Taxonomy.years.key(for: DateText.year(year)))/"
        case .random: return "random/"
        case .randomList(let name): return "random/list/\(Self.fileName(name))"
        case .folder(let path):
            let segments = path.split(separator: "/").map(Self.folderSegment)
            return segments.isEmpty ? "" : segments.joined(separator: "/") + "/"
        }
    }
}
