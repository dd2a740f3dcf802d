import Model

/// A small catalog of silent films, with dates at every precision and two undated movies.
enum SilentCatalog {
    static let potemkinTitle = "Броненосец «Потёмкин»"

    static let movies: [Movie] = [
        movie(19, "Metropolis", released: "1927-01-10", genres: ["Drama", "Science Fiction"], watched: "2023-05-01"),
        movie(653, "Nosferatu", released: "1922-03", genres: ["Horror", "Fantasy"], watched: "2024-10-31"),
        movie(10098, "The Kid", released: "1921-02-06", genres: ["Comedy", "Drama"]),
        movie(643, potemkinTitle, released: "1925-12-21", genres: ["Drama", "History"], watched: "2023-05-01"),
        movie(49294, "Häxan", released: "1922", genres: ["Documentary", "Horror"]),
        movie(999, "Lost Film", genres: ["Drama"]),
        movie(998, "Another Lost"),
    ]

    /// Titles newest release first, undated last (by title).
    static let byRelease = ["Metropolis", potemkinTitle, "Nosferatu", "Häxan", "The Kid", "Another Lost", "Lost Film"]
}
