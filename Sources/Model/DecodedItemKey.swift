/// An item's place and the bytes it is decoded from: what a `DecodedItemStore` keys it by.
public struct DecodedItemKey: Sendable, Hashable {
    /// Below the content folder, without extension: `movies/550`.
    public let path: String
    /// The hash of its JSON file's bytes.
    public let jsonHash: String
    /// The hash of its notes file's bytes; nil when it has none.
    public let notesHash: String?

    public init(path: String, jsonHash: String, notesHash: String?) {
        self.path = path
        self.jsonHash = jsonHash
        self.notesHash = notesHash
    }
}
