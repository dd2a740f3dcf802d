import Model

/// A year in review (`/review/2024/`): what the owner watched, read and bought that year, in date order, with
/// its totals, charts and favourites, and links to the years before and after.
public struct ReviewPresentationModel: Sendable {
    /// At most this many favourites.
    public static let favouriteLimit = 8
    /// At most this many cards a section; the rest of its entries are lines of text. A year of 700 purchases
    /// as cards weighed 1.1 MB of HTML at 50k items; 48 fills whole rows of the grid at 2, 3, 4 and 6 columns.
    public static let cardLimit = 48

    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Every year the owner logged something in, oldest first: computed once a build, when the pages are planned.
    public func years() -> [ReviewYear] {
        let cards = EntryFormatter(context: context)
        return ReviewYear.years(OwnerActivity.all(movies: context.movies.byRelease, books: context.books.byPurchase)) {
            cards.card($0)
        }
    }

    /// The years alone, oldest first, for the sitemap: no sorting of each year's activities.
    public func yearNumbers() -> [Int] {
        Set(OwnerActivity.all(movies: context.movies.byRelease, books: context.books.byPurchase).map(\.date.year)).sorted()
    }

    /// What a year's page shows: its activities (each item as its files), and which years are beside it.
    public struct Shown: Sendable {
        public let address: PageAddress
        let year: ReviewYear
        let previous: Int?
        let next: Int?
    }

    /// Declares the page of `year` at `address`, between the review years `previous` and `next`. Of each item it
    /// notes what the page shows: its card, its rating, and the runtime or page count its totals add up; not
    /// its files, so that an edit of an overview or of the notes' text leaves the page alone.
    public func shown(_ year: ReviewYear, previous: Int?, next: Int?, at address: PageAddress, reads: inout some PageReads) -> Shown {
        reads.note(numbers: year.year, previous ?? 0, next ?? 0, year.activities.count)
        for (activity, card) in zip(year.activities, year.cards) {
            // The date as numbers: its text would cost a formatter call per item.
            let date = activity.date
            reads.note(numbers: activity.kind.rawValue, activity.entry.notes?.rating ?? -1, date.year, date.month ?? 0, date.day ?? 0)
            reads.note(card)
            reads.noteSource(activity.entry)
            switch activity.entry {
            case .movie(let movie): reads.note(movie.runtime ?? -1)
            case .book(let book): reads.note(book.pageCount ?? -1)
            case .comic: break
            }
        }
        return Shown(address: address, year: year, previous: previous, next: next)
    }

    /// Declares and presents the page of `year`, for tests and previews.
    public func present(year: Int, to input: any ReviewInput) {
        let years = years()
        guard let index = years.firstIndex(where: { $0.year == year }) else { return }
        var reads = UnrecordedReads()
        let shown = shown(
            years[index], previous: index > 0 ? years[index - 1].year : nil,
            next: index + 1 < years.count ? years[index + 1].year : nil,
            at: context.router.address(.review(year: year)), reads: &reads)
        present(shown, to: input)
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any ReviewInput) {
        let (strings, router, dates) = (context.strings, context.router, context.dates)
        let year = shown.year
        let yearText = dates.year(year.year)
        let heading = strings.format(.reviewTitle, ["year": yearText])
        let summary = ReviewSummary(context: context).sentence(year.counts)
        let totals = ReviewTotals(context: context, year: year)
        let entries = ReviewEntries(context: context)
        let sections: [ReviewItem.Section] = [
            ("watched", OwnerActivity.Kind.watched, UIStringKey.reviewWatched), ("read", .read, .reviewRead),
            ("purchased", .purchased, .reviewPurchased),
        ].compactMap { id, kind, key in
            let activities = zip(year.activities, year.cards).filter { $0.0.kind == kind }.map { entries.entry($0.0, card: $0.1) }
            return activities.isEmpty
                ? nil
                : ReviewItem.Section(
                    id: id, heading: strings[key], entries: Array(activities.prefix(Self.cardLimit)),
                    more: Array(activities.dropFirst(Self.cardLimit)))
        }
        func link(_ other: Int?, _ key: UIStringKey) -> LinkItem? {
            other.map { LinkItem(title: strings.format(key, ["year": dates.year($0)]), url: router.url(.review(year: $0))) }
        }
        let description = strings.format(.reviewDescription, ["year": yearText, "site": context.config.title, "summary": summary])
        input.display(
            ReviewItem(
                chrome: context.chrome(
                    title: heading, at: shown.address, preview: PagePreview(description: PreviewText(nil, fallback: description))),
                heading: heading, summary: summary, totals: totals.totals(), totalNotes: totals.notes(),
                charts: ReviewCharts(context: context, year: year).charts(),
                ratingsNote: totals.ratings.isEmpty ? strings[.reviewNoRatings] : nil,
                favourites: entries.favourites(year, limit: Self.favouriteLimit), sections: sections,
                previous: link(shown.previous, .reviewPrevious), next: link(shown.next, .reviewNext),
                indexURL: router.url(.reviewIndex)))
    }
}

/// "12 movies watched, 3 books read and 5 books purchased", from a year's counts per kind.
struct ReviewSummary {
    let context: PresentationContext

    func sentence(_ counts: [Int]) -> String {
        let keys: [UIStringKey] = [.reviewWatchedCount, .reviewReadCount, .reviewPurchasedCount]
        let phrases = zip(counts, keys).filter { $0.0 > 0 }.map { context.count($0.0, $0.1) }
        return context.strings.list(phrases) ?? ""
    }
}
