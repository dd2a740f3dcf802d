import Model

/// Takes note of what a page shows of the catalog while its PresentationModel selects it. A page is
/// declared once, through this: the build turns the notes into the page's digest (when to render it
/// again), and the PresentationModel presents only what came out of the same declaration.
public protocol PageReads {
    /// An item the page shows: its files decide part of the page's bytes.
    mutating func note(_ entry: CatalogEntry)
    /// Something the page mentions that the catalog does not have (a recommended movie the owner lacks).
    mutating func noteAbsent()
    /// A number the page prints (a count) or that places it (a page number).
    mutating func note(_ value: Int)
    /// A name the page prints (a term).
    mutating func note(_ value: String)
}

extension PageReads {
    /// Notes and returns `entries`, so that what a page shows is what it declared.
    public mutating func noted<C: Collection<CatalogEntry>>(_ entries: C) -> [CatalogEntry] {
        for entry in entries { note(entry) }
        return Array(entries)
    }

    /// Notes and returns `value`.
    public mutating func noted(_ value: Int) -> Int {
        note(value)
        return value
    }
}

/// Reads that nobody keeps: for presenting a page whose digest is already known, and for tests.
public struct UnrecordedReads: PageReads {
    public init() {}
    public mutating func note(_ entry: CatalogEntry) {}
    public mutating func noteAbsent() {}
    public mutating func note(_ value: Int) {}
    public mutating func note(_ value: String) {}
}
