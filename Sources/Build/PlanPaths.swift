/// The paths of a plan's files, by place: its pages', then its copies'. A page carried over from the previous plan has
/// its path read where that plan has it, when asked for: the collision check after an edit asks a few hundred of a 50k
/// site's 144,000 for more than their first byte (see `PathCollisions`).
struct PlanPaths: CollisionPaths {
    private let pages: PlanPages
    /// The plan the carried pages come from.
    private let previous: PersistedPlan?
    private let copies: [String]
    /// Where each of the pages' runs starts among them.
    private let runStarts: [Int]

    init(pages: PlanPages, previous: PersistedPlan?, copies: [String]) {
        (self.pages, self.previous, self.copies) = (pages, previous, copies)
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
        case .carried(let place): return previous?.pages.path(at: place) ?? ""
        }
    }

    func firstByte(at index: Int) -> UInt8? {
        guard index < pages.count else { return copies[index - pages.count].utf8.first }
        switch page(at: index) {
        case .listed(let listed): return pages.listed[listed].outputPath.utf8.first
        case .carried(let place): return previous?.pages.firstPathByte(at: place)
        }
    }

    private enum Page {
        /// Its index among the listed pages.
        case listed(Int)
        /// Its place in the previous plan.
        case carried(Int)
    }

    private func page(at index: Int) -> Page {
        var (low, high) = (0, runStarts.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if runStarts[middle] <= index { low = middle } else { high = middle }
        }
        let offset = index - runStarts[low]
        switch pages.runs[low] {
        case .listed(let range): return .listed(range.lowerBound + offset)
        case .carried(let range): return .carried(range.lowerBound + offset)
        }
    }
}
