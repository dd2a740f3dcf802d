/// Why `serve` could not start: the address is taken, or the files cannot be watched.
public struct ServeError: Error, CustomStringConvertible {
    public let description: String
}
