import Presentation

/// Charts, a statistics page, a year in review and a random page, built by hand.
extension Fixtures {
    static let ratingsChart = ChartItem(
        id: "ratings-movies", style: .bars, title: "Ratings of movies",
        description: "Bar chart of 11 ratings, by score from 0 to 5. Highest: 5 stars, 5.", categoryHeading: "Rating",
        series: ["Movies"],
        categories: zip(0...5, [1, 0, 0, 1, 4, 5]).map { .init(label: "\($0) stars", axisLabel: String($0), values: [$1]) })

    static let monthsChart = ChartItem(
        id: "months", style: .bars, title: "Month by month",
        description: "Bar chart of 9 watched, read and purchased dates in 2024, by month. Highest: October 2024, 3.",
        categoryHeading: "Month", series: ["Watched", "Read", "Purchased"],
        categories: zip(["Jan", "Feb", "Mar", "Apr"], [[1, 0, 2], [0, 1, 0], [0, 0, 0], [3, 1, 1]]).map { (month: String, values: [Int]) in
            ChartItem.Category(label: month + " 2024", axisLabel: month, values: values)
        }, notes: ["1 date known only to its year is not drawn."])

    /// Thirty months of two series, the year named at each January.
    static let activityChart = ChartItem(
        id: "activity", style: .lines, title: "Per month",
        description: "Watched, read and purchased over time: 40 dates, from November 2022 to April 2025. Highest: June 2024, 5.",
        categoryHeading: "Period", series: ["Watched", "Purchased"],
        categories: (0..<30).map { index in
            let month = (index + 10) % 12 + 1
            let year = 2022 + (index + 10) / 12
            return .init(
                label: "\(month)/\(year)", axisLabel: month == 1 ? String(year) : nil, values: [index * 7 % 6, index % 4 == 0 ? 2 : 0])
        })

    static func stats(charts: [ChartItem] = [ratingsChart, monthsChart, activityChart]) -> StatsItem {
        StatsItem(
            chrome: chrome(title: "Statistics", section: nil),
            counts: [LinkItem(title: "31 movies", url: "/movies/"), LinkItem(title: "38 books", url: "/books/")],
            facts: [
                .init(label: "Watch time", value: "3 days 4 h over 52 watched movies"),
                .init(label: "Longest movie", link: LinkItem(title: "Intolerance", url: "/movies/3059-intolerance/"), detail: "2h 43m"),
            ],
            factNotes: ["1 watched movie has no runtime and is not counted."],
            sections: [
                .init(id: "ratings", heading: "Ratings", charts: [charts[0]], notes: []),
                .init(id: "activity", heading: "Watched, read and purchased", charts: Array(charts.dropFirst()), notes: []),
                .init(id: "release", heading: "Release dates", charts: [], notes: ["No item has a release or publication date."]),
            ],
            topLists: [
                .init(
                    heading: "Genres",
                    entries: [
                        .init(title: "Horror", url: "/genres/horror/", countText: "12 movies"),
                        .init(title: "Comedy", url: "/genres/comedy/", countText: "10 movies"),
                    ])
            ], topNote: nil, reviewYears: [LinkItem(title: "2024", url: "/review/2024/")], reviewIndexURL: "/review/",
            randomURL: "/random/")
    }

    static func review() -> ReviewItem {
        let entry = ReviewItem.Entry(card: nosferatuCard, date: "31 October 2024", ratingStars: "★★★★★", ratingText: "5 out of 5")
        var favourite = entry
        favourite.card.kind = "Movie"
        return ReviewItem(
            chrome: chrome(title: "2024 in review", section: nil), heading: "2024 in review", summary: "2 movies watched and 1 book read",
            totals: [.init(label: "Movies watched", value: "2"), .init(label: "Watch time", value: "3 h 9 min")],
            totalNotes: ["1 book read has no page count and is not counted."], charts: [monthsChart], ratingsNote: nil,
            favourites: [favourite],
            sections: [
                .init(
                    id: "watched", heading: "Watched",
                    entries: [
                        .init(card: metropolisCard, date: "16 March 2024", ratingStars: nil, ratingText: nil), entry,
                    ]),
                .init(
                    id: "read", heading: "Read",
                    entries: [.init(card: leGuinCard, date: "2024", ratingStars: "★★★★☆", ratingText: "4 out of 5")],
                    more: [.init(card: metropolisCard, date: "3 May 2024", ratingStars: nil, ratingText: nil), entry]),
            ], previous: LinkItem(title: "← 2023", url: "/review/2023/"), next: nil, indexURL: "/review/")
    }

    static func random() -> RandomItem {
        RandomItem(
            chrome: chrome(title: "Random item", section: nil),
            partURLs: ["/random/list/part-0123456789abcdef.json", "/random/list/part-fedcba9876543210.json"], partSize: 1000,
            count: 1500, scriptURL: "/assets/random.js", fallback: nosferatuCard)
    }
}
