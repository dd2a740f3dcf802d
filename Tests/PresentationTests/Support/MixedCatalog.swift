import Model

/// A small catalog with every kind: movies, books and comics sharing years and tags.
enum MixedCatalog {
    static let movies: [Movie] = [
        movie(19, "Metropolis", released: "1927-01-10", genres: ["Drama", "Science Fiction"], tags: ["expressionism"]),
        movie(155, "The Dark Knight", released: "2008-07-18", genres: ["Action", "Drama"], tags: ["favourite"]),
    ]

    static let books: [Book] = [
        book(
            "frankenstein", "Frankenstein", authors: ["Mary Shelley"], categories: ["Fiction", "Science Fiction"],
            published: "1818", tags: ["Favourite"]),
        book(
            "1gM6KphyINsC", "Divided by Faith", authors: ["Michael O. Emerson", "Christian Smith"], categories: ["Religion"],
            published: "2008-05"),
        book("lastman", "The Last Man", authors: ["Mary Shelley"], categories: ["Fiction"], published: "1826"),
    ]

    static let comics: [Comic] = [
        comic(403, "Convincing Pickup Line", date: "2008-04-23", tags: ["favourite"]),
        comic(1000, "1000 Comics", date: "2012-01-06"),
    ]

    static let pages: [FreePage] = [
        FreePage(slug: "about", title: "About", menuOrder: 2),
        FreePage(slug: "colophon", title: "Colophon"),
        FreePage(slug: "contact", title: "Contact", menuOrder: 1),
        FreePage(slug: "faq", title: "FAQ", menuOrder: 2),
    ]
}
