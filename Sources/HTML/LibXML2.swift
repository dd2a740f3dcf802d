import CLibXML2

/// libxml2's process-wide setup, done once.
enum LibXML2 {
    /// Touch before any parse. `xmlInitParser` sets up global state (the dictionary lock, the per-thread
    /// error state) and is not safe to run twice at once; a `static let` runs it exactly once, whichever
    /// thread gets here first, so parsers on several threads can then run side by side.
    static let ready: Void = xmlInitParser()
}
