/// A mistake in how fetch was called or set up (a bad address, missing credentials): nothing was fetched,
/// and the command exits 2.
public struct FetchUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
