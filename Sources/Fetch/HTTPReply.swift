import Foundation

/// A response as fetch uses it: the status, the headers it reads, and the whole body.
public struct HTTPReply: Sendable, Equatable {
    public let status: Int
    /// Header names in lower case.
    public let headers: [String: String]
    public let body: [UInt8]

    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The media type without parameters, in lower case: `image/png` for `image/PNG; charset=x`.
    public var mediaType: String? {
        headers["content-type"].map { $0.split(separator: ";").first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
