import ArgumentParser
import Foundation

/// What one `sitegen fetch` asks for, read from its arguments; every combination that makes no sense is a
/// usage error that says why.
enum FetchRequest: Equatable {
    case movies([String])
    case movieSearch(String, year: Int?, first: Bool)
    case books([String])
    case isbns([String])
    case comics(ClosedRange<Int>?)
    case refresh(olderThan: Duration?)

    init(
        what: [String], search: String?, year: Int?, first: Bool, isbns: [String], range: String?, refresh: Bool,
        olderThan: String?
    ) throws {
        let kind = what.first
        let ids = Array(what.dropFirst())
        if refresh {
            guard what.isEmpty, search == nil, isbns.isEmpty, range == nil else {
                throw ValidationError("--refresh refreshes everything in content/; give it no kind, ids, --search, --isbn or --range")
            }
            self = .refresh(olderThan: try olderThan.map(Self.age))
            return
        }
        guard olderThan == nil else { throw ValidationError("--older-than goes with --refresh") }
        guard year == nil || search != nil else { throw ValidationError("--year goes with --search") }
        guard !first || search != nil else { throw ValidationError("--first goes with --search") }
        guard range == nil || kind == "comics" else { throw ValidationError("--range goes with comics") }
        switch kind {
        case "movie", "movies":
            self = try Self.movies(ids, search: search, year: year, first: first)
        case "book", "books":
            guard search == nil else { throw ValidationError("--search finds movies; find a book by --isbn") }
            guard ids.isEmpty != isbns.isEmpty else { throw ValidationError("give book volume ids or --isbn, one of the two") }
            self = ids.isEmpty ? .isbns(isbns) : .books(ids)
        case "comic", "comics":
            guard ids.isEmpty, search == nil, isbns.isEmpty else {
                throw ValidationError("comics takes no ids: it fetches the latest and every number missing (limit it with --range)")
            }
            self = .comics(try range.map(Self.range))
        case nil:
            throw ValidationError("say what to fetch: movie, book or comics, or --refresh")
        case let other?:
            throw ValidationError("\"\(other)\" is not something fetch knows: say movie, book or comics")
        }
        if case .movies = self, !isbns.isEmpty { throw ValidationError("--isbn goes with book") }
    }

    private static func movies(_ ids: [String], search: String?, year: Int?, first: Bool) throws -> FetchRequest {
        if let search {
            guard ids.isEmpty else { throw ValidationError("give movie ids or --search, not both") }
            guard !search.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--search needs a title") }
            return .movieSearch(search, year: year, first: first)
        }
        guard !ids.isEmpty else { throw ValidationError("give TMDB movie ids (like 550) or --search \"title\"") }
        return .movies(ids)
    }

    /// `30d`, `12h`, `90m`, `45s` or `2w`.
    static func age(_ text: String) throws -> Duration {
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604_800]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Int64(text.dropLast()), count >= 0, count < 100_000 else {
            throw ValidationError("--older-than: expected a number and a unit (s, m, h, d, w), like 30d; found \"\(text)\"")
        }
        return .seconds(count * unit)
    }

    /// `1-100`, or one number.
    static func range(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        switch (parts.count, parts.first ?? nil, parts.last ?? nil) {
        case (1, let single?, _) where single > 0: return single...single
        case (2, let low?, let high?) where low > 0 && low <= high: return low...high
        default: throw ValidationError("--range: expected two comic numbers like 1-100, found \"\(text)\"")
        }
    }
}
