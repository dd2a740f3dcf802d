/// Which of the previous plan's files a plan's pages are at, from each page's place there (see `PlanPages`): the
/// pages that may land on another page's address, and the previous files that may be gone, found without a set of
/// every path. Folded into sets of 144,000 paths, they took a one-movie add at 50k items 480 M instructions
/// (Callgrind).
struct PreviousClaims: Sendable {
    /// Whether a page of this plan is at the address of each of the previous plan's files: its pages, then its copies.
    let claimed: [Bool]
    /// Where the pages are among all pages that are at an address the previous plan did not have, or at one a page
    /// before them is at: the only pages that may collide with another, since the previous build checked its own.
    let new: [Range<Int>]

    /// The claims of `pages`; nil for a plan not made along the previous one, whose pages have no places.
    /// - Parameter previousFiles: how many files the previous plan has, its pages and its copies.
    init?(_ pages: PlanPages, previousFiles: Int) {
        guard let places = pages.listedPlaces else { return nil }
        var claimed = [Bool](repeating: false, count: previousFiles)
        // The carried runs first: a listed page at one of their addresses is the one found new, and compared.
        for run in pages.runs {
            guard case .carried(let range) = run else { continue }
            for place in range where place < previousFiles { claimed[place] = true }
        }
        var new: [Range<Int>] = []
        var start = 0
        for run in pages.runs {
            defer { start += run.count }
            guard case .listed(let range) = run else { continue }
            for (offset, place) in places[range].enumerated() {
                if place >= 0 && place < previousFiles && !claimed[place] {
                    claimed[place] = true
                    continue
                }
                let index = start + offset
                if let last = new.last, last.upperBound == index {
                    new[new.count - 1] = last.lowerBound..<(index + 1)
                } else {
                    new.append(index..<(index + 1))
                }
            }
        }
        (self.claimed, self.new) = (claimed, new)
    }

    /// The places of the previous plan's files that no page is at.
    var unclaimed: [Int] {
        claimed.indices.filter { !claimed[$0] }
    }
}
