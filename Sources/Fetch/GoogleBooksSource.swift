import Foundation
import JSON
public import Model

/// Books from Google Books: `GET /books/v1/volumes/{id}`, and the ISBN search that finds a volume's id.
public struct GoogleBooksSource: ItemSource {
    public let kind = CachedResponse.Kind.book
    public let pace: RequestPolicy.Pace
    let endpoints: APIEndpoints
    /// Optional: without it Google answers within a smaller anonymous quota.
    let key: String?
    let limits: RequestPolicy

    public init(endpoints: APIEndpoints, key: String?, policy: RequestPolicy) {
        self.endpoints = endpoints
        self.key = key
        limits = policy
        pace = policy.pace(.googleBooks)
    }

    public func request(for stem: String) -> APIRequest {
        request(path: "/books/v1/volumes/\(stem)", query: [])
    }

    /// The search for the volume with `isbn` (digits and X only).
    public func isbnRequest(_ isbn: String) -> APIRequest {
        request(path: "/books/v1/volumes", query: [URLQueryItem(name: "q", value: "isbn:\(isbn)")])
    }

    /// The volume ids an ISBN search reply lists, best first; empty when none has the ISBN.
    public func volumeIDs(in reply: HTTPReply) throws(FetchProblem) -> [SearchCandidate] {
        guard let document = JSONValue.parsed(reply.body), document["kind"]?.text == "books#volumes" else {
            throw .unexpected("the search reply is not a books#volumes list")
        }
        return (document["items"]?.elements ?? []).compactMap { item in
            guard let id = item["id"]?.text, Book.ID(id) != nil else { return nil }
            let title = item["volumeInfo"]?["title"]?.text ?? ""
            let year = item["volumeInfo"]?["publishedDate"]?.text.map { String($0.prefix(4)) }
            return SearchCandidate(id: id, title: title, year: year)
        }
    }

    public func imageRequest(for link: String) -> APIRequest? {
        imageURL(link, movingHost: "books.google.com", to: endpoints.googleBooksCovers).map {
            APIRequest(url: $0, limit: limits.imageLimit)
        }
    }

    private func request(path: String, query: [URLQueryItem]) -> APIRequest {
        APIRequest(
            base: endpoints.googleBooks, path: path, query: query,
            secretQuery: key.map { [URLQueryItem(name: "key", value: $0)] } ?? [], limit: limits.responseLimit)
    }
}
