/// A plan's pages in order, as runs: pages held one by one (`listed`), and runs of the previous plan's pages
/// carried over as they stand there, held as their places alone. A rebuild after an edit carries over all but a few
/// dozen of a 50k site's 144,000 pages: made one by one, the carried pages were a seventh of the edit's instructions,
/// and each later step went through them again only to pass them over.
struct PlanPages: Sendable {
    enum Run: Sendable, Equatable {
        /// `listed[range]`.
        case listed(Range<Int>)
        /// The previous plan's pages at these places, in order, carried over.
        case carried(Range<Int>)
    }

    /// The pages held one by one, in plan order.
    let listed: [PlannedPage]
    /// Each listed page's place in the previous plan, -1 for a page it did not have; nil for a plan not made from it.
    let listedPlaces: [Int]?
    let runs: [Run]
    /// How many pages there are, listed and carried.
    let count: Int

    /// Every page listed.
    init(_ pages: [PlannedPage], places: [Int]? = nil) {
        (listed, listedPlaces, count) = (pages, places, pages.count)
        runs = pages.isEmpty ? [] : [.listed(pages.indices)]
    }

    /// The pages of `builder`, in the order they were added to it.
    init(_ builder: Builder) {
        (listed, listedPlaces, runs, count) = (builder.listed, builder.places, builder.runs, builder.count)
    }

    /// Each page's place in the previous plan, -1 for a page it did not have, in order; nil for a plan not made from it.
    var previousPlaces: [Int]? {
        guard let listedPlaces else { return nil }
        var places: [Int] = []
        places.reserveCapacity(count)
        for run in runs {
            switch run {
            case .listed(let range): places += listedPlaces[range]
            case .carried(let range): places += range
            }
        }
        return places
    }

    /// A run of pages carried over: the pages at `members` in this plan's order are the previous plan's at `places`.
    struct CarriedRun: Sendable, Equatable {
        let members: Range<Int>
        let places: Range<Int>
    }

    /// The runs of pages carried over, in order.
    var carriedRuns: [CarriedRun] {
        var carried: [CarriedRun] = []
        var start = 0
        for run in runs {
            if case .carried(let places) = run { carried.append(CarriedRun(members: start..<(start + places.count), places: places)) }
            start += run.count
        }
        return carried
    }

    /// Every page's path, in order; the carried ones as the previous plan has them.
    func paths(previous: PersistedPlan?) -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(count)
        for run in runs {
            switch run {
            case .listed(let range): paths += listed[range].lazy.map(\.outputPath)
            case .carried(let range): paths += range.lazy.map { previous?.pages.path(at: $0) ?? "" }
            }
        }
        return paths
    }

    /// How many pages each kind has; the carried ones of the kinds `previous` has them of.
    func countsByKind(previous: PersistedPlan?) -> [String: Int] {
        var counts: [String: Int] = [:]
        // Counted run by run, since a plan holds each kind's pages together: looked up page by page, the counts took
        // 49 M instructions of a 50k edit (Callgrind).
        var run: (kind: String, count: Int)?
        func add(_ kind: String) {
            if let current = run, current.kind == kind {
                run?.count += 1
                return
            }
            if let run { counts[run.kind, default: 0] += run.count }
            run = (kind, 1)
        }
        for run in runs {
            switch run {
            case .listed(let range): for index in range { add(listed[index].kind) }
            case .carried(let range):
                guard let previous else { continue }
                for place in range { add(previous.kinds[previous.pages.kind(at: place)]) }
            }
        }
        if let run { counts[run.kind, default: 0] += run.count }
        return counts
    }

    /// Pages and runs put in order, one after another.
    struct Builder {
        private(set) var listed: [PlannedPage] = []
        private(set) var places: [Int] = []
        private(set) var runs: [Run] = []
        private(set) var count = 0

        /// Appends `page`, at `place` in the previous plan (-1 when it had none).
        mutating func append(_ page: PlannedPage, at place: Int) {
            listed.append(page)
            places.append(place)
            if case .listed(let range) = runs.last {
                runs[runs.count - 1] = .listed(range.lowerBound..<(range.upperBound + 1))
            } else {
                runs.append(.listed((listed.count - 1)..<listed.count))
            }
            count += 1
        }

        /// Appends the previous plan's pages at `places`, carried over.
        mutating func carry(_ places: Range<Int>) {
            guard !places.isEmpty else { return }
            if case .carried(let range) = runs.last, range.upperBound == places.lowerBound {
                runs[runs.count - 1] = .carried(range.lowerBound..<places.upperBound)
            } else {
                runs.append(.carried(places))
            }
            count += places.count
        }
    }
}

extension PlanPages.Run {
    /// Whether the run is of pages carried over from the previous plan.
    var isCarried: Bool {
        if case .carried = self { true } else { false }
    }

    /// How many pages the run has.
    var count: Int {
        switch self {
        case .listed(let range), .carried(let range): range.count
        }
    }
}
