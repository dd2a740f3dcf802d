import Foundation

/// The secrets the APIs are called with, read from the environment only. They go into request headers and
/// query strings and nowhere else: never into a printed URL, an error, a log line or a file.
public struct APICredentials: Sendable {
    /// How TMDB is authenticated.
    public enum TMDB: Sendable, Equatable {
        /// The v4 read access token, sent as `Authorization: Bearer …`.
        case readAccessToken(String)
        /// The v3 API key, sent as the `api_key` query parameter.
        case apiKey(String)
    }

    public let tmdb: TMDB?
    /// Google Books works without a key, within a smaller anonymous quota.
    public let googleBooks: String?

    public init(tmdb: TMDB?, googleBooks: String?) {
        self.tmdb = tmdb
        self.googleBooks = googleBooks
    }

    /// `TMDB_READ_ACCESS_TOKEN` (preferred) or `TMDB_API_KEY`, and `GOOGLE_BOOKS_API_KEY`.
    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            let trimmed = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed?.isEmpty == false ? trimmed : nil
        }
        if let token = value("TMDB_READ_ACCESS_TOKEN") {
            tmdb = .readAccessToken(token)
        } else {
            tmdb = value("TMDB_API_KEY").map(TMDB.apiKey)
        }
        googleBooks = value("GOOGLE_BOOKS_API_KEY")
    }

    /// Every secret, for scrubbing text that could have picked one up (a server echoing a request back).
    var secrets: [String] {
        var all: [String] = []
        switch tmdb {
        case .readAccessToken(let token): all.append(token)
        case .apiKey(let key): all.append(key)
        case nil: break
        }
        if let googleBooks { all.append(googleBooks) }
        return all
    }

    /// `text` with every secret replaced by `***`.
    func scrubbed(_ text: String) -> String {
        secrets.reduce(text) { text, secret in
            secret.count < 4 ? text : text.replacingOccurrences(of: secret, with: "***")
        }
    }
}
