public import Support

/// A movie's recommendations packed into one buffer, made into `Movie.Recommendation`s when read. Only the movie's
/// own page reads them, yet every movie holds them for the whole build: as an array, each with its title and poster
/// path in strings of their own, they were about 2.5 kB a movie of the generated catalog (about 13 each); packed, under
/// 1 kB, and a 50k full build's peak anonymous memory went from 357 to 308 MB.
public struct PackedRecommendations: Sendable, Equatable {
    /// Each recommendation in turn: its id (8 bytes), a byte of flags (a date, a poster path), the date as year
    /// (2 bytes), month and day (0 for none), then the title and the poster path, each its length (4 bytes) and UTF-8.
    private var bytes: [UInt8] = []

    init(_ recommendations: [Movie.Recommendation]) {
        guard !recommendations.isEmpty else { return }
        bytes.reserveCapacity(
            recommendations.reduce(0) {
                $0 + Self.size(title: $1.title.utf8.count, releaseDate: $1.releaseDate, posterPath: $1.posterPath?.utf8.count)
            })
        for recommendation in recommendations {
            appendHead(id: recommendation.id, releaseDate: recommendation.releaseDate, hasPoster: recommendation.posterPath != nil)
            appendText(recommendation.title)
            if let poster = recommendation.posterPath { appendText(poster) }
        }
    }

    /// The packed bytes, for a store to keep as they are (see `init(packed:in:)`).
    public var packed: ArraySlice<UInt8> { bytes[...] }

    /// The recommendations a store kept as `packed` gave them, at `range` of `store`: copied as they are, after a walk
    /// that finds them whole. Nil when they are not (a damaged file), as the other readers walk them unchecked. Read
    /// field by field and packed again, every movie's recommendations cost a 50k add 362 M of 8,697 M instructions
    /// (Callgrind).
    public init?(packed range: Range<Int>, in store: ByteStore) {
        let isWhole = store.withUnsafeBufferPointer { all in
            range.lowerBound >= 0 && range.upperBound <= all.count
                && Self.isWhole(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: all[range])))
        }
        guard isWhole else { return nil }
        store.append(range, to: &bytes)
    }

    /// Whether `buffer` is recommendations as `init(_:)` packs them, each whole, and nothing more.
    private static func isWhole(_ buffer: UnsafeRawBufferPointer) -> Bool {
        var position = 0
        while position < buffer.count {
            guard buffer.count - position >= 9, buffer[position + 8] & ~3 == 0 else { return false }
            let flags = buffer[position + 8]
            position += 9 + (flags & 1 != 0 ? 4 : 0)
            for _ in 0..<(flags & 2 != 0 ? 2 : 1) {
                guard buffer.count - position >= 4 else { return false }
                let length = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
                guard buffer.count - position - 4 >= length else { return false }
                position += 4 + length
            }
        }
        return true
    }

    /// The bytes one recommendation takes packed, given the UTF-8 lengths of its title and poster path.
    private static func size(title: Int, releaseDate: PartialDate?, posterPath: Int?) -> Int {
        8 + 1 + (releaseDate == nil ? 0 : 4) + 4 + title + (posterPath.map { 4 + $0 } ?? 0)
    }

    private mutating func appendHead(id: Movie.ID, releaseDate date: PartialDate?, hasPoster: Bool) {
        appendBytes(of: Int64(id.rawValue))
        bytes.append((date == nil ? 0 : 1) | (hasPoster ? 2 : 0))
        if let date {
            appendBytes(of: Int16(date.year))
            bytes.append(UInt8(date.month ?? 0))
            bytes.append(UInt8(date.day ?? 0))
        }
    }

    private mutating func appendText(_ text: String) {
        appendBytes(of: UInt32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendBytes(of value: some FixedWidthInteger) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// The recommendations, as they were packed.
    var unpacked: [Movie.Recommendation] {
        bytes.withUnsafeBytes { buffer in
            var result: [Movie.Recommendation] = []
            Self.forEach(in: buffer) { id, date, title, poster in
                let text = { (range: Range<Int>) in String(decoding: buffer[range], as: UTF8.self) }
                result.append(Movie.Recommendation(id: id, title: text(title), releaseDate: date, posterPath: poster.map(text)))
            }
            return result
        }
    }

    /// The ids of the recommended movies, in order, without making their titles.
    var ids: [Movie.ID] {
        bytes.withUnsafeBytes { buffer in
            var ids: [Movie.ID] = []
            Self.forEach(in: buffer) { id, _, _, _ in ids.append(id) }
            return ids
        }
    }

    /// Whether the id of a recommendation satisfies `predicate`, read without its date, title and poster path.
    func containsID(where predicate: (Movie.ID) -> Bool) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var position = 0
            while position < buffer.count {
                if predicate(Movie.ID(Int(Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: Int64.self))))) {
                    return true
                }
                let flags = buffer[position + 8]
                position += 9 + (flags & 1 != 0 ? 4 : 0)
                for _ in 0..<(flags & 2 != 0 ? 2 : 1) {
                    position += 4 + Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
                }
            }
            return false
        }
    }

    /// Each recommendation packed in `buffer`: its id, date, and where its title and poster path are.
    private static func forEach(
        in buffer: UnsafeRawBufferPointer, _ body: (Movie.ID, PartialDate?, _ title: Range<Int>, _ poster: Range<Int>?) -> Void
    ) {
        var position = 0
        func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value {
            defer { position += MemoryLayout<Value>.size }
            return Value(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: Value.self))
        }
        func text() -> Range<Int> {
            let count = Int(integer(UInt32.self))
            defer { position += count }
            return position..<(position + count)
        }
        while position < buffer.count {
            let id = Movie.ID(Int(integer(Int64.self)))
            let flags = integer(UInt8.self)
            var date: PartialDate?
            if flags & 1 != 0 {
                let (year, month, day) = (Int(integer(Int16.self)), Int(integer(UInt8.self)), Int(integer(UInt8.self)))
                date = PartialDate(year: year, month: month == 0 ? nil : month, day: day == 0 ? nil : day)
            }
            let title = text()
            body(id, date, title, flags & 2 != 0 ? text() : nil)
        }
    }
}
