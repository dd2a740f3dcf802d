public import Support

/// What a page that shows an item depends on of the item's files: the hashes the build's scan took of its JSON and
/// notes files, and its image's name (an image is linked, never read). Made where the item is loaded from them, on
/// all cores; a page's digest is made from those of the items it shows.
public enum ItemFilesDigest {
    /// The digest of an item made from a JSON file and a notes file of these hashes (nil for a file it lacks, or
    /// that the scan could not read) and the image of this name: `ContentHash` of the three texts, `-` for each missing.
    public static func of(jsonHash: String?, notesHash: String?, image: String?) -> ContentHash.Digest {
        ContentHash.digest(ofTexts: jsonHash ?? "-", notesHash ?? "-", image ?? "-")
    }
}
