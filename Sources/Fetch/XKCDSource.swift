import Foundation
import JSON
public import Model

/// Comics from xkcd: `GET /{num}/info.0.json`, and `/info.0.json` for the latest.
public struct XKCDSource: ItemSource {
    public let kind = CachedResponse.Kind.comic
    public let pace: RequestPolicy.Pace
    let endpoints: APIEndpoints
    let limits: RequestPolicy
    /// The number xkcd skipped on purpose: its page is a joke 404, not a comic.
    public static let knownGap = 404

    public init(endpoints: APIEndpoints, policy: RequestPolicy) {
        self.endpoints = endpoints
        limits = policy
        pace = policy.pace(.xkcd)
    }

    public func request(for stem: String) -> APIRequest {
        APIRequest(base: endpoints.xkcd, path: "/\(stem)/info.0.json", limit: limits.responseLimit)
    }

    /// The latest comic, whose number says how many there are.
    public var latestRequest: APIRequest {
        APIRequest(base: endpoints.xkcd, path: "/info.0.json", limit: limits.responseLimit)
    }

    /// The number in a comic's response.
    public func number(in reply: HTTPReply) throws(FetchProblem) -> Int {
        guard let number = JSONValue.parsed(reply.body)?["num"]?.integer, number > 0 else {
            throw .unexpected("the reply has no comic number (\"num\")")
        }
        return number
    }

    public func imageRequest(for link: String) -> APIRequest? {
        imageURL(link, movingHost: "imgs.xkcd.com", to: endpoints.xkcdImages).map { APIRequest(url: $0, limit: limits.imageLimit) }
    }
}
