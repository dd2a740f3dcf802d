/// Every string of the UI strings table, by its key in a strings file (`movie.cast`): labels, count
/// phrases, and the formats of dates, runtimes and sentences. sitegen ships the table in `en` and `ja`
/// (`UIStrings.english`, `UIStrings.japanese`); a site overrides any of them in `strings/<language>.toml`.
///
/// A key's English string decides what it is: a label (no placeholders; templates bind these by key), a
/// pattern with `{placeholders}`, a count phrase (forms for 1 and for other numbers), or for `date.day` and
/// `date.month` a Unicode date pattern.
public enum UIStringKey: String, CaseIterable, Sendable {
    // The layout of every page: the skip link, the navigation's label, the search link, the footer, titles.
    case siteSkipLink = "site.skip_link"
    case siteNavigationLabel = "site.navigation_label"
    case siteSearch = "site.search"
    case siteFooter = "site.footer"
    case sitePageTitle = "site.page_title"
    case siteNumberedPage = "site.numbered_page"

    // The catalog's sections: navigation, breadcrumbs, headings, the home page's counts, feed titles.
    case sectionHome = "section.home"
    case sectionMovies = "section.movies"
    case sectionBooks = "section.books"
    case sectionComics = "section.comics"
    case sectionStats = "section.stats"

    // The taxonomies' names (headings, navigation, facts) and the links back to their indexes.
    case taxonomyGenres = "taxonomy.genres"
    case taxonomyPeople = "taxonomy.people"
    case taxonomyAuthors = "taxonomy.authors"
    case taxonomyCategories = "taxonomy.categories"
    case taxonomyYears = "taxonomy.years"
    case taxonomyTags = "taxonomy.tags"
    case taxonomyAllGenres = "taxonomy.all_genres"
    case taxonomyAllPeople = "taxonomy.all_people"
    case taxonomyAllAuthors = "taxonomy.all_authors"
    case taxonomyAllCategories = "taxonomy.all_categories"
    case taxonomyAllYears = "taxonomy.all_years"
    case taxonomyAllTags = "taxonomy.all_tags"

    // The kind of an item on cards of mixed lists and in search.
    case kindMovie = "kind.movie"
    case kindBook = "kind.book"
    case kindComic = "kind.comic"

    // Count phrases: `one` for 1, `other` for every other number.
    case countMovies = "count.movies"
    case countBooks = "count.books"
    case countComics = "count.comics"
    case countItems = "count.items"
    case countPages = "count.pages"
    case countGenres = "count.genres"
    case countPeople = "count.people"
    case countAuthors = "count.authors"
    case countCategories = "count.categories"
    case countYears = "count.years"
    case countTags = "count.tags"
    case countResults = "count.results"

    // Lists of cards and terms; joining names ("A, B and C").
    case listComma = "list.comma"
    case listAnd = "list.and"
    case listRelated = "list.related"
    case listEmpty = "list.empty"
    case listDescription = "list.description"

    // partials/pagination.html.
    case paginationLabel = "pagination.label"
    case paginationPrevious = "pagination.previous"
    case paginationNext = "pagination.next"
    case paginationSummary = "pagination.summary"

    // The home page.
    case homeLatest = "home.latest"
    case homeEmpty = "home.empty"
    case homeDescription = "home.description"

    // A movie's page, and the credits on a person's page.
    case movieOriginalTitle = "movie.original_title"
    case movieYear = "movie.year"
    case movieReleased = "movie.released"
    case movieRuntime = "movie.runtime"
    case movieDirectedBy = "movie.directed_by"
    case movieOverview = "movie.overview"
    case movieCast = "movie.cast"
    case movieRecommendations = "movie.recommendations"
    case moviePosterAlt = "movie.poster_alt"
    case movieAsCharacter = "movie.as_character"
    case movieCreditDirector = "movie.credit_director"
    case movieCreditCast = "movie.credit_cast"
    case movieCreditSeparator = "movie.credit_separator"

    // A movie's runtime.
    case runtimeHoursMinutes = "runtime.hours_minutes"
    case runtimeHours = "runtime.hours"
    case runtimeMinutes = "runtime.minutes"

    // A book's page.
    case bookAuthorsBefore = "book.authors_before"
    case bookAuthorsAfter = "book.authors_after"
    case bookPublished = "book.published"
    case bookPublisher = "book.publisher"
    case bookPages = "book.pages"
    case bookLanguage = "book.language"
    case bookISBN13 = "book.isbn13"
    case bookISBN10 = "book.isbn10"
    case bookDescription = "book.description"
    case bookCoverAlt = "book.cover_alt"

    // A comic's page, its navigation and the archive.
    case comicNumber = "comic.number"
    case comicNavigationLabel = "comic.navigation_label"
    case comicNavigationLabelEnd = "comic.navigation_label_end"
    case comicFirst = "comic.first"
    case comicPrevious = "comic.previous"
    case comicArchive = "comic.archive"
    case comicNext = "comic.next"
    case comicLatest = "comic.latest"
    case comicNoImage = "comic.no_image"
    case comicLarger = "comic.larger"
    case comicTranscript = "comic.transcript"
    case comicNews = "comic.news"
    case comicArchiveLatest = "comic.archive_latest"
    case comicArchiveEmpty = "comic.archive_empty"
    case comicUndated = "comic.undated"
    case comicLatestTitle = "comic.latest_title"

    // The owner's notes on movie, book and comic pages.
    case notesHeading = "notes.heading"
    case notesRating = "notes.rating"
    case notesWatched = "notes.watched"
    case notesPurchased = "notes.purchased"
    case notesRead = "notes.read"

    // The 404 page.
    case notFoundTitle = "not_found.title"
    case notFoundText = "not_found.text"
    case notFoundHome = "not_found.home"

    // The redirect page (/comics/latest/).
    case redirectHeading = "redirect.heading"
    case redirectContinueBefore = "redirect.continue_before"
    case redirectContinueAfter = "redirect.continue_after"

    // The search page and its script.
    case searchTitle = "search.title"
    case searchLabel = "search.label"
    case searchButton = "search.button"
    case searchResultsLabel = "search.results_label"
    case searchMore = "search.more"
    case searchNoJS = "search.no_js"
    case searchNeedsServer = "search.needs_server"
    case searchNoResults = "search.no_results"
    case searchBrowse = "search.browse"
    case searchFacetKind = "search.facet_kind"
    case searchFacetDecade = "search.facet_decade"
    case searchFacetGenre = "search.facet_genre"
    case searchFacetTag = "search.facet_tag"
    case searchDecade = "search.decade"
    case searchDecadeBeforeCommonEra = "search.decade_before_common_era"

    // A page's description (`<meta name="description">`, link previews) when the item has no text of its own.
    case summaryMovie = "summary.movie"
    case summaryMovieDirected = "summary.movie_directed"
    case summaryMovieYear = "summary.movie_year"
    case summaryMovieDirectedYear = "summary.movie_directed_year"
    case summaryBook = "summary.book"
    case summaryBookAuthors = "summary.book_authors"
    case summaryBookYear = "summary.book_year"
    case summaryBookAuthorsYear = "summary.book_authors_year"
    case summaryComic = "summary.comic"
    case summaryComicYear = "summary.comic_year"

    // The statistics page (/stats/) and its charts.
    case statsTitle = "stats.title"
    case statsDescription = "stats.description"
    case statsCountsHeading = "stats.counts_heading"
    case statsGlanceHeading = "stats.glance_heading"
    case statsWatchTime = "stats.watch_time"
    case statsWatchTimeDetail = "stats.watch_time_detail"
    case statsNoRuntime = "stats.no_runtime"
    case statsNothingWatched = "stats.nothing_watched"
    case statsPagesRead = "stats.pages_read"
    case statsPagesReadDetail = "stats.pages_read_detail"
    case statsNoPageCount = "stats.no_page_count"
    case statsLongestMovie = "stats.longest_movie"
    case statsShortestMovie = "stats.shortest_movie"
    case statsOldestItem = "stats.oldest_item"
    case statsNewestItem = "stats.newest_item"
    case statsRatingsHeading = "stats.ratings_heading"
    case statsRatingsMovies = "stats.ratings_movies"
    case statsRatingsBooks = "stats.ratings_books"
    case statsRatingsComics = "stats.ratings_comics"
    case statsRatingsDescription = "stats.ratings_description"
    case statsNoRatings = "stats.no_ratings"
    case statsRating = "stats.rating"
    case statsColumnRating = "stats.column_rating"
    case statsSeriesItems = "stats.series_items"
    case statsSeriesWatched = "stats.series_watched"
    case statsSeriesRead = "stats.series_read"
    case statsSeriesPurchased = "stats.series_purchased"
    case statsReleaseHeading = "stats.release_heading"
    case statsDecadesTitle = "stats.decades_title"
    case statsDecadesDescription = "stats.decades_description"
    case statsYearsTitle = "stats.years_title"
    case statsYearsDescription = "stats.years_description"
    case statsColumnDecade = "stats.column_decade"
    case statsColumnYear = "stats.column_year"
    case statsDecade = "stats.decade"
    case statsDecadeBeforeCommonEra = "stats.decade_before_common_era"
    case statsEarlier = "stats.earlier"
    case statsYearsCapped = "stats.years_capped"
    case statsUndated = "stats.undated"
    case statsNoDates = "stats.no_dates"
    case statsActivityHeading = "stats.activity_heading"
    case statsActivityMonths = "stats.activity_months"
    case statsActivityQuarters = "stats.activity_quarters"
    case statsActivityYears = "stats.activity_years"
    case statsActivityDescription = "stats.activity_description"
    case statsColumnPeriod = "stats.column_period"
    case statsQuarter = "stats.quarter"
    case statsYearOnly = "stats.year_only"
    case statsNoActivity = "stats.no_activity"
    case statsTopHeading = "stats.top_heading"
    case statsTopDirectors = "stats.top_directors"
    case statsTopActors = "stats.top_actors"
    case statsNoTop = "stats.no_top"
    case statsTableSummary = "stats.table_summary"
    case statsLegend = "stats.legend"
    case statsPeak = "stats.peak"
    case statsRandom = "stats.random"

    // Durations: the total watch time ("3 days 4 h").
    case durationDaysHours = "duration.days_hours"
    case durationDays = "duration.days"
    case durationHoursMinutes = "duration.hours_minutes"
    case durationHours = "duration.hours"
    case durationMinutes = "duration.minutes"

    // The years in review (/review/ and /review/2024/).
    case reviewIndexTitle = "review.index_title"
    case reviewIndexDescription = "review.index_description"
    case reviewIndexChartDescription = "review.index_chart_description"
    case reviewTitle = "review.title"
    case reviewDescription = "review.description"
    case reviewWatchedCount = "review.watched_count"
    case reviewReadCount = "review.read_count"
    case reviewPurchasedCount = "review.purchased_count"
    case reviewTotalsHeading = "review.totals_heading"
    case reviewMoviesWatched = "review.movies_watched"
    case reviewBooksRead = "review.books_read"
    case reviewBooksPurchased = "review.books_purchased"
    case reviewRatingsGiven = "review.ratings_given"
    case reviewAverageRating = "review.average_rating"
    case reviewRatingsTitle = "review.ratings_title"
    case reviewNoRatings = "review.no_ratings"
    case reviewMonthsTitle = "review.months_title"
    case reviewMonthsDescription = "review.months_description"
    case reviewColumnMonth = "review.column_month"
    case reviewFavourites = "review.favourites"
    case reviewWatched = "review.watched"
    case reviewRead = "review.read"
    case reviewPurchased = "review.purchased"
    case reviewNavigationLabel = "review.navigation_label"
    case reviewPrevious = "review.previous"
    case reviewNext = "review.next"
    case reviewAllYears = "review.all_years"

    // The random item page (/random/).
    case randomTitle = "random.title"
    case randomDescription = "random.description"
    case randomGoing = "random.going"
    case randomFallback = "random.fallback"

    // Dates: Unicode date patterns for a day, a month and a month's short name, and a year before the common era.
    case dateDay = "date.day"
    case dateMonth = "date.month"
    case dateMonthName = "date.month_name"
    case dateBeforeCommonEra = "date.before_common_era"

    /// Whether the key's string is a Unicode date pattern rather than text.
    public var isDatePattern: Bool {
        self == .dateDay || self == .dateMonth || self == .dateMonthName
    }
}
