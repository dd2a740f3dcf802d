import Model

/// A year's totals: movies watched and their watch time, books read and their pages, books bought, and the
/// ratings of the year's items (each item once).
struct ReviewTotals {
    let context: PresentationContext
    let year: ReviewYear

    /// The ratings of the year's items, each item counted once.
    var ratings: [Int] {
        year.distinctEntries.compactMap { $0.entry.notes?.rating }
    }

    func totals() -> [ReviewItem.Total] {
        let strings = context.strings
        let counts = year.counts
        var totals: [ReviewItem.Total] = []
        if counts[OwnerActivity.Kind.watched.rawValue] > 0 {
            totals.append(.init(label: strings[.reviewMoviesWatched], value: String(counts[OwnerActivity.Kind.watched.rawValue])))
            let time = watchTime()
            if time.items > 0 {
                totals.append(.init(label: strings[.statsWatchTime], value: DurationText.format(minutes: time.amount, strings: strings)))
            }
        }
        if counts[OwnerActivity.Kind.read.rawValue] > 0 {
            totals.append(.init(label: strings[.reviewBooksRead], value: String(counts[OwnerActivity.Kind.read.rawValue])))
            let pages = pagesRead()
            if pages.items > 0 { totals.append(.init(label: strings[.statsPagesRead], value: context.count(pages.amount, .countPages))) }
        }
        if counts[OwnerActivity.Kind.purchased.rawValue] > 0 {
            totals.append(.init(label: strings[.reviewBooksPurchased], value: String(counts[OwnerActivity.Kind.purchased.rawValue])))
        }
        let ratings = ratings
        if !ratings.isEmpty {
            totals.append(.init(label: strings[.reviewRatingsGiven], value: String(ratings.count)))
            totals.append(.init(label: strings[.reviewAverageRating], value: strings.format(.notesRating, ["rating": average(ratings)])))
        }
        return totals
    }

    /// What the totals leave out: watched movies without a runtime, read books without a page count.
    func notes() -> [String] {
        let strings = context.strings
        var notes: [String] = []
        let (time, pages) = (watchTime(), pagesRead())
        if time.missing > 0 { notes.append(strings.count(.statsNoRuntime, time.missing)) }
        if pages.missing > 0 { notes.append(strings.count(.statsNoPageCount, pages.missing)) }
        return notes
    }

    private func watchTime() -> CatalogStatistics.Total {
        var total = CatalogStatistics.Total()
        for activity in year.activities where activity.kind == .watched {
            if case .movie(let movie) = activity.entry { total.add(movie.runtime) }
        }
        return total
    }

    private func pagesRead() -> CatalogStatistics.Total {
        var total = CatalogStatistics.Total()
        for activity in year.activities where activity.kind == .read {
            if case .book(let book) = activity.entry { total.add(book.pageCount) }
        }
        return total
    }

    /// The mean to one decimal, rounded half up, written without the locale: "3.8", "4.0".
    private func average(_ ratings: [Int]) -> String {
        let tenths = (ratings.reduce(0, +) * 20 + ratings.count) / (2 * ratings.count)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
