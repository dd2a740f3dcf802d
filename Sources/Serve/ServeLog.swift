/// Where `serve` writes for the person at the terminal.
public struct ServeLog: Sendable {
    /// Standard output: the address, each rebuild's summary.
    public var output: @Sendable (String) -> Void
    /// Standard error: diagnostics and warnings.
    public var error: @Sendable (String) -> Void

    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.output = output
        self.error = error
    }
}
