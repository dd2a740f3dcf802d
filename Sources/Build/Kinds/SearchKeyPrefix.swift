import Model

/// The first sixteen bytes of a search document's key (`SearchPresentationModel.key(of:)`, `movie/603`) as two numbers,
/// the first byte highest, with zeros for any the key lacks, and the key's length. Every key is ASCII (a movie's and a
/// comic's id are numbers, a book's is ASCII letters, digits, `_` and `-`), so the numbers order keys as `String` does
/// wherever they differ; where they are alike and a key is longer than sixteen bytes, only the whole keys can tell.
/// Made from an item's id without making its key: the 50,000 keys of a 50k catalog, made as strings, took 49 M
/// instructions of a one-movie edit and 26 M more to free (Callgrind), for the few comparisons an edit asks.
struct SearchKeyPrefix: Equatable {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    /// The key's length in bytes.
    private(set) var count = 0

    /// Whether these are all of the key's bytes.
    var isWhole: Bool { count <= 16 }

    /// The prefix of `key`, one of the keys or any ASCII text.
    init(_ key: String) {
        for byte in key.utf8 { append(byte) }
    }

    // The kinds' words are packed once: packed for every key, they were a third of the keys' cost (Callgrind).
    private static let movie = Self("movie/")
    private static let book = Self("book/")
    private static let comic = Self("comic/")

    static func of(_ id: Movie.ID) -> Self { movie.appending(number: id.rawValue) }
    static func of(_ id: Comic.ID) -> Self { comic.appending(number: id.rawValue) }

    static func of(_ id: Book.ID) -> Self {
        var prefix = book
        let (bytes, wanted) = (id.rawValue.utf8, 16 - book.count)
        let appended: Void? = bytes.withContiguousStorageIfAvailable { for byte in $0.prefix(wanted) { prefix.append(byte) } }
        if appended == nil {
            for byte in bytes.prefix(wanted) { prefix.append(byte) }
        }
        prefix.count = book.count + bytes.count
        return prefix
    }

    /// This prefix followed by the decimal digits of `number`.
    private func appending(number: Int) -> Self {
        var prefix = self
        if number < 0 { prefix.append(UInt8(ascii: "-")) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            // From the last digit: each is a division by a constant, which is a multiplication.
            var (rest, start) = (number.magnitude, digits.count)
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            for byte in digits[start...] { prefix.append(byte) }
            return prefix
        }
    }

    /// Where the key of `self` stands against that of `other`; nil when only the whole keys can tell.
    func order(against other: Self) -> KeyOrder? {
        if high != other.high { return high < other.high ? .before : .after }
        if low != other.low { return low < other.low ? .before : .after }
        // Alike in every byte either has, up to sixteen: when both are whole, they are one key.
        return isWhole && other.isWhole ? .same : nil
    }

    enum KeyOrder {
        case before, same, after

        /// The order of two whole keys.
        init(_ key: String, _ other: String) {
            self = key < other ? .before : key == other ? .same : .after
        }
    }

    private mutating func append(_ byte: UInt8) {
        if count < 8 {
            high |= UInt64(byte) << (56 - 8 * count)
        } else if count < 16 {
            low |= UInt64(byte) << (56 - 8 * (count - 8))
        }
        count += 1
    }
}
