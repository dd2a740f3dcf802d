public import Model

extension MovieFormatter {
    /// What `name` did in `movie`, for a card on their page: "Director", "as Maria", "Director; as Maria",
    /// "as Mandrake, Muffley" (TMDB credits one actor once per part), or "Cast" when TMDB names no character.
    /// - Parameter cast: the movie's cast, whose first `Movie.topBilledCount` match its `topBilledNames`;
    ///   read only when `name` is among them, since a restored movie's cast must be read from the cache.
    public static func credit(
        of name: String, in movie: Movie, cast: @autoclosure () -> [Movie.CastMember], strings: UIStrings = .english
    ) -> String? {
        var parts: [String] = []
        if movie.directors.contains(name) { parts.append(strings[.movieCreditDirector]) }
        // The names taken once: read through the movie at each index, the array was retained for every name, on
        // every person's page (1.3% of a 50k build's samples, perf 2026-11-28).
        let names = movie.topBilledNames
        let billed = names.indices.filter { names[$0] == name }
        if !billed.isEmpty {
            let cast = cast()
            let characters = billed.compactMap { $0 < cast.count ? cast[$0].character : nil }
            parts.append(
                characters.isEmpty
                    ? strings[.movieCreditCast]
                    : strings.format(.movieAsCharacter, ["character": characters.joined(separator: strings[.listComma])]))
        }
        return parts.isEmpty ? nil : parts.joined(separator: strings[.movieCreditSeparator])
    }
}
