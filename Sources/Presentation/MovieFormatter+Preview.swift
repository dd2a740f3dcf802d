public import Model

/// A movie page's link preview.
extension MovieFormatter {
    /// The overview (else the tagline, else `summary`), the poster, and the JSON-LD `Movie` with `cast`,
    /// the top-billed actors the page shows.
    public func preview(_ movie: Movie, cast: some Sequence<Movie.CastMember>) -> PagePreview {
        let text = [movie.overview, movie.tagline].lazy.compactMap { $0 }.first { !$0.allSatisfy(\.isWhitespace) }
        return PagePreview(
            description: PreviewText(text.map(PreviewText.Source.text), fallback: summary(movie)),
            kind: .movie, imageURL: posterURL(movie), imageAlt: posterAlt(movie),
            entity: StructuredData(context: context).movie(movie, cast: cast))
    }

    /// "Nosferatu, a movie directed by F. W. Murnau (1922)." The year comes last so that no article has
    /// to agree with it ("an 1895 movie").
    public func summary(_ movie: Movie) -> String {
        let strings = context.strings
        let (directors, year) = (strings.list(movie.directors), year(movie))
        let key: UIStringKey =
            switch (directors, year) {
            case (nil, nil): .summaryMovie
            case (_?, nil): .summaryMovieDirected
            case (nil, _?): .summaryMovieYear
            case (_?, _?): .summaryMovieDirectedYear
            }
        return strings.format(key, ["title": movie.title, "directors": directors ?? "", "year": year ?? ""])
    }
}
