import Foundation
import JSON
public import Model

/// Movies from TMDB v3: `GET /3/movie/{id}?append_to_response=credits,recommendations,images`, and the search.
public struct TMDBSource: ItemSource {
    public let kind = CachedResponse.Kind.movie
    public let pace: RequestPolicy.Pace
    let endpoints: APIEndpoints
    let credentials: APICredentials.TMDB
    /// An ISO 639-1 code with an optional region, as `language` in sitegen.toml: `en`, `ja-JP`.
    let language: String
    let limits: RequestPolicy

    public init(endpoints: APIEndpoints, credentials: APICredentials.TMDB, language: String, policy: RequestPolicy) {
        self.endpoints = endpoints
        self.credentials = credentials
        self.language = language
        limits = policy
        pace = policy.pace(.tmdb)
    }

    public func request(for stem: String) -> APIRequest {
        let language = language.split(separator: "-").first.map(String.init) ?? language
        return request(
            path: "/3/movie/\(stem)",
            query: [
                URLQueryItem(name: "append_to_response", value: "credits,recommendations,images"),
                URLQueryItem(name: "language", value: self.language),
                // Without it, `images` holds only posters in `language`, and most have none.
                URLQueryItem(name: "include_image_language", value: "\(language),null"),
            ])
    }

    /// The search for `query`, of movies released in `year` when given.
    public func searchRequest(_ query: String, year: Int?) -> APIRequest {
        var items = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "language", value: language)]
        if let year { items.append(URLQueryItem(name: "year", value: String(year))) }
        items.append(URLQueryItem(name: "include_adult", value: "false"))
        return request(path: "/3/search/movie", query: items)
    }

    /// The candidates a search reply lists, best first, as TMDB ranks them.
    public func candidates(in reply: HTTPReply) throws(FetchProblem) -> [SearchCandidate] {
        guard let results = JSONValue.parsed(reply.body)?["results"]?.elements else {
            throw .unexpected("the search reply has no \"results\" list")
        }
        return results.compactMap { result in
            guard let id = result["id"]?.integer, let title = result["title"]?.text else { return nil }
            let year = result["release_date"]?.text.flatMap { $0.count >= 4 ? String($0.prefix(4)) : nil }
            return SearchCandidate(id: String(id), title: title, year: year)
        }
    }

    public func imageRequest(for link: String) -> APIRequest? {
        // A poster path is `/abc.jpg`; w500 is the size TMDB recommends for posters shown at up to 500 px.
        guard link.hasPrefix("/"), !link.contains(".."), link.count > 1 else { return nil }
        let url = endpoints.tmdbImages.appendingPathComponent("w500").appendingPathComponent(String(link.dropFirst()))
        return APIRequest(url: url, limit: limits.imageLimit)
    }

    private func request(path: String, query: [URLQueryItem]) -> APIRequest {
        switch credentials {
        case .readAccessToken(let token):
            APIRequest(
                base: endpoints.tmdb, path: path, query: query, headers: [.init(name: "Authorization", value: "Bearer \(token)")],
                limit: limits.responseLimit)
        case .apiKey(let key):
            APIRequest(
                base: endpoints.tmdb, path: path, query: query, secretQuery: [URLQueryItem(name: "api_key", value: key)],
                limit: limits.responseLimit)
        }
    }
}
