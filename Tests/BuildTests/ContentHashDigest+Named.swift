import Support

extension ContentHash.Digest {
    /// The digest of `text`'s bytes: a stand-in digest that reads as a name in a test.
    static func named(_ text: String) -> Self {
        ContentHash.digest(of: Array(text.utf8))
    }
}
