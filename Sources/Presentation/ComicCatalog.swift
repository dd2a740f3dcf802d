public import Model

/// The comics in number order, with neighbours and the archive's year groups, computed once per build.
public struct ComicCatalog: Sendable {
    /// The links around one comic; nil where the comic is itself the end (shown disabled).
    public struct Neighbours: Sendable, Equatable {
        public let first: Comic.ID?
        public let previous: Comic.ID?
        public let next: Comic.ID?
        public let latest: Comic.ID?
    }

    public struct YearGroup: Sendable {
        /// Nil for comics without a date.
        public let year: Int?
        /// Newest first.
        public let comics: [Comic]
    }

    public let repository: any ComicRepository
    /// Ascending by number; numbers may have gaps.
    public let byNumber: [Comic]
    private let positions: [Comic.ID: Int]

    public init(repository: any ComicRepository) {
        self.repository = repository
        byNumber = repository.comics.sorted { $0.id < $1.id }
        var positions: [Comic.ID: Int] = [:]
        for (i, comic) in byNumber.enumerated() { positions[comic.id] = i }
        self.positions = positions
    }

    /// Newest year first, undated last. Grouped when asked for, by the archive page alone: grouping every comic by
    /// its date in every build would make every comic the item cache kept (see `Comic.init(id:localImage:restoring:)`).
    public var byYear: [YearGroup] {
        var years: [Int?: [Comic]] = [:]
        for comic in byNumber.reversed() { years[comic.date?.year, default: []].append(comic) }
        return years.keys.sorted { ($0 ?? Int.min) > ($1 ?? Int.min) }.map { YearGroup(year: $0, comics: years[$0] ?? []) }
    }

    public var latest: Comic? { byNumber.last }

    /// Gaps in the numbering are skipped: the comic after 403 is the next one that exists.
    public func neighbours(of id: Comic.ID) -> Neighbours? {
        guard let i = positions[id] else { return nil }
        let isFirst = i == 0
        let isLast = i == byNumber.count - 1
        return Neighbours(
            first: isFirst ? nil : byNumber.first?.id,
            previous: isFirst ? nil : byNumber[i - 1].id,
            next: isLast ? nil : byNumber[i + 1].id,
            latest: isLast ? nil : byNumber.last?.id
        )
    }
}
