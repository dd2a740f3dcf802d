import Model

extension CatalogStatistics {
    /// The statistics of the catalog of `context`: a pass over each kind, and the taxonomies' terms for the
    /// top lists. Items are read in the catalog's fixed orders, and a record is only taken by a strictly
    /// greater value, so ties go to the first in that order.
    public init(context: PresentationContext) {
        let (movies, books, comics) = (context.movies.byRelease, context.books.byPurchase, context.comics.byNumber)
        let router = context.router
        itemCounts = [movies.count, books.count, comics.count]
        var dates = DateTally()
        var ratings = Array(repeating: Array(repeating: 0, count: 6), count: 3)
        func rate(_ notes: OwnerNotes?, _ kind: Int) {
            if let rating = notes?.rating, (0...5).contains(rating) { ratings[kind][rating] += 1 }
        }
        var (watchTime, pagesRead) = (Total(), Total())
        var runtimes = RuntimeRecords()
        var activity = ActivityTally()
        // Each item's notes read once: reading them copies their fields.
        for movie in movies {
            let notes = movie.notes
            rate(notes, 0)
            dates.add(movie.releaseDate) { Extreme(title: movie.title, url: router.url(.movie(movie.id, title: movie.title))) }
            runtimes.add(movie, router: router)
            if let watched = notes?.watched {
                watchTime.add(movie.runtime)
                activity.add(watched, .watched)
            }
        }
        for book in books {
            let notes = book.notes
            rate(notes, 1)
            dates.add(book.publishedDate) { Extreme(title: book.title, url: router.url(.book(book.id, title: book.title))) }
            if let read = notes?.read {
                pagesRead.add(book.pageCount)
                activity.add(read, .read)
            }
            if let purchased = notes?.purchased { activity.add(purchased, .purchased) }
        }
        for comic in comics {
            rate(comic.notes, 2)
            dates.add(comic.date) { Extreme(title: comic.title, url: router.url(.comic(comic.id))) }
        }
        self.ratings = ratings
        (self.watchTime, self.pagesRead) = (watchTime, pagesRead)
        (longest, shortest) = (runtimes.longest, runtimes.shortest)
        releaseYears = dates.years.keys.sorted().map { YearCount(year: $0, count: dates.years[$0] ?? 0) }
        (undated, oldest, newest) = (dates.undated, dates.oldest, dates.newest)
        (activityMonths, activityYears, activityYearOnly) = (activity.months, activity.years, activity.yearOnly)
        top = TopTerms(taxonomies: context.taxonomies, movies: movies, router: router).lists()
    }
}

extension CatalogStatistics.Total {
    /// Counts an item whose value is `value`, or that lacks it.
    mutating func add(_ value: Int?) {
        guard let value, value > 0 else {
            missing += 1
            return
        }
        amount += value
        items += 1
    }
}

extension CatalogStatistics.Extreme {
    init(title: String, url: String) {
        self.init(title: title, url: url, minutes: nil, date: nil)
    }
}

/// Release years, undated items and the oldest and newest item, gathered item by item.
private struct DateTally {
    var years: [Int: Int] = [:]
    var undated = 0
    var oldest: CatalogStatistics.Extreme?
    var newest: CatalogStatistics.Extreme?

    /// Counts an item dated `date`; `extreme` names it, made only when it sets a record.
    mutating func add(_ date: PartialDate?, _ extreme: () -> CatalogStatistics.Extreme) {
        guard let date else {
            undated += 1
            return
        }
        years[date.year, default: 0] += 1
        if oldest.map({ date < $0.date ?? date }) ?? true {
            oldest = extreme()
            oldest?.date = date
        }
        if newest.map({ ($0.date ?? date) < date }) ?? true {
            newest = extreme()
            newest?.date = date
        }
    }
}

/// The longest and shortest movie with a runtime.
private struct RuntimeRecords {
    var longest: CatalogStatistics.Extreme?
    var shortest: CatalogStatistics.Extreme?

    mutating func add(_ movie: Movie, router: Router) {
        guard let minutes = movie.runtime, minutes > 0 else { return }
        func record() -> CatalogStatistics.Extreme {
            CatalogStatistics.Extreme(
                title: movie.title, url: router.url(.movie(movie.id, title: movie.title)), minutes: minutes, date: nil)
        }
        if longest.map({ minutes > $0.minutes ?? 0 }) ?? true { longest = record() }
        if shortest.map({ minutes < $0.minutes ?? 0 }) ?? true { shortest = record() }
    }
}

/// The owner's activities per month and per year, counted one date at a time.
private struct ActivityTally {
    private static let kinds = OwnerActivity.Kind.allCases.count
    private var byMonth: [Int: [Int]] = [:]
    private var byYear: [Int: [Int]] = [:]
    private(set) var yearOnly = 0

    mutating func add(_ date: PartialDate, _ kind: OwnerActivity.Kind) {
        byYear[date.year, default: Array(repeating: 0, count: Self.kinds)][kind.rawValue] += 1
        guard let month = date.month else {
            yearOnly += 1
            return
        }
        byMonth[date.year * 12 + month - 1, default: Array(repeating: 0, count: Self.kinds)][kind.rawValue] += 1
    }

    /// Oldest first.
    var months: [CatalogStatistics.MonthCount] {
        byMonth.keys.sorted().map { key in
            // Floor division keeps the month right for a year before the common era too.
            let (year, month) = (key >= 0 ? key / 12 : (key - 11) / 12, ((key % 12) + 12) % 12 + 1)
            return CatalogStatistics.MonthCount(year: year, month: month, counts: byMonth[key] ?? [])
        }
    }

    /// Oldest first.
    var years: [CatalogStatistics.YearActivity] {
        byYear.keys.sorted().map { CatalogStatistics.YearActivity(year: $0, counts: byYear[$0] ?? []) }
    }
}
