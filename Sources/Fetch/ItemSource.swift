import Foundation
public import Model

/// An API that items of one kind come from, as `fetch` uses it: the response for one item, and where the
/// item's image is fetched from.
public protocol ItemSource: Sendable {
    var kind: CachedResponse.Kind { get }
    /// The request whose response is stored, as fetched, in `content/<kind>/<stem>.json`.
    func request(for stem: String) -> APIRequest
    /// The request for an item's image, from the link its response gives (see `CachedResponse.Checked`).
    func imageRequest(for link: String) -> APIRequest?
    /// Why a final error reply failed the item: the API's own message, or a known gap.
    func problem(with reply: HTTPReply, for stem: String) -> FetchProblem
    var pace: RequestPolicy.Pace { get }
}

extension ItemSource {
    public func problem(with reply: HTTPReply, for stem: String) -> FetchProblem {
        APIErrorBody.problem(reply)
    }

    /// `link` with its origin replaced by `base` when it is on `host`, so that tests can serve the images too;
    /// nil unless it is an http or https URL.
    func imageURL(_ link: String, movingHost host: String, to base: URL) -> URL? {
        guard var components = URLComponents(string: link), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", components.host != nil
        else { return nil }
        guard components.host?.lowercased() == host, let target = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            return components.url
        }
        components.scheme = target.scheme
        components.host = target.host
        components.port = target.port
        components.percentEncodedPath = target.percentEncodedPath + components.percentEncodedPath
        return components.url
    }
}
