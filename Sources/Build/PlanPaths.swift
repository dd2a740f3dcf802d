/// The paths of a plan's files, by place: its pages', then its copies'. A page carried over from the previous plan has
/// its path read where that plan has it, when asked for: the collision check after an edit asks a few hundred of a 50k
/// site's 144,000 for more than their first byte (see `PathCollisions`).
struct PlanPaths: CollisionPaths {
    private let pages: PlanPages
    /// The pages of the plan the carried pages come from. Only they: read through the optional plan, each path's first
    /// byte copied the whole plan, 35 M instructions for the 140,000 kept paths of a 50k edit (Callgrind).
    private let previousPages: PersistedPlan.Pages?
    private let copies: [String]
    /// Where each of the pages' runs starts among them.
    private let runStarts: [Int]

    init(pages: PlanPages, previous: PersistedPlan?, copies: [String]) {
        (self.pages, previousPages, self.copies) = (pages, previous?.pages, copies)
        var start = 0
        runStarts = pages.runs.map { run in
            defer { start += run.count }
            return start
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { pages.count + copies.count }

    subscript(index: Int) -> String {
        guard index < pages.count else { return copies[index - pages.count] }
        switch page(at: index) {
        case .listed(let listed): return pages.listed[listed].outputPath
        case .carried(let place): return previousPages?.path(at: place) ?? ""
        }
    }

    func forEachFirstByte(in range: Range<Int>, _ body: (Int, UInt8?) -> Void) {
        var index = range.lowerBound
        let pagesEnd = Swift.min(range.upperBound, pages.count)
        // Run by run, rather than each page's run searched for: page by page, the 140,000 kept paths of a 50k edit took
        // 33 M instructions, run by run 21 M (Callgrind).
        var run = index < pagesEnd ? self.run(containing: index) : pages.runs.count
        while index < pagesEnd {
            let offset = index - runStarts[run]
            let end = Swift.min(runStarts[run] + pages.runs[run].count, pagesEnd)
            switch pages.runs[run] {
            case .listed(let listed):
                for (index, place) in zip(index..<end, (listed.lowerBound + offset)...) {
                    body(index, pages.listed[place].outputPath.utf8.first)
                }
            case .carried(let carried):
                for (index, place) in zip(index..<end, (carried.lowerBound + offset)...) {
                    body(index, previousPages?.firstPathByte(at: place))
                }
            }
            (index, run) = (end, run + 1)
        }
        for index in Swift.max(index, pages.count)..<Swift.max(range.upperBound, pages.count) {
            body(index, copies[index - pages.count].utf8.first)
        }
    }

    private enum Page {
        /// Its index among the listed pages.
        case listed(Int)
        /// Its place in the previous plan.
        case carried(Int)
    }

    private func page(at index: Int) -> Page {
        let run = run(containing: index)
        let offset = index - runStarts[run]
        switch pages.runs[run] {
        case .listed(let range): return .listed(range.lowerBound + offset)
        case .carried(let range): return .carried(range.lowerBound + offset)
        }
    }

    /// The place among the runs of the run that holds the page at `index`.
    private func run(containing index: Int) -> Int {
        var (low, high) = (0, runStarts.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if runStarts[middle] <= index { low = middle } else { high = middle }
        }
        return low
    }
}
