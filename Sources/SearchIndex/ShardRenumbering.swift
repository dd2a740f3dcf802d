/// One shard of a previous index renumbered, and given the terms of the documents that came, from its bytes to the
/// bytes `SearchIndexBuilder.shardBytes` gives for the new documents. Its terms are copied as written; of a list, only
/// the differences that the renumbering changes are written again, the rest copied. Read into strings and arrays, then
/// sorted and written from them, the shards took 401 M instructions of a one-movie add at 50k items; from their bytes,
/// 255 M (Callgrind).
struct ShardRenumbering {
    /// A term of a document that came, with the lists it goes in.
    struct Addition {
        let term: String
        var lists = Postings.Lists()
    }

    /// What became of a shard.
    enum Outcome {
        /// Its bytes stay as they were.
        case kept
        /// Its new bytes.
        case written([UInt8])
    }

    private let numbers: DocumentRenumbering
    /// In the order the shard's terms are in (`String`'s), each term once.
    private let additions: [Addition]
    private var output = CompactJSON()
    private var nextAddition = 0
    private var changed = false
    private var wroteTerm = false
    /// A list's numbers, read into the same storage for every list that gains a document.
    private var scratch: [Int] = []

    /// `additions` in any order, a term at most once.
    init(_ numbers: DocumentRenumbering, additions: [Addition]) {
        self.numbers = numbers
        self.additions = additions.sorted { $0.term < $1.term }
        changed = !additions.isEmpty
    }

    /// `bytes` renumbered; nil when they are not a shard this builder wrote, or hold a number the previous index
    /// did not.
    static func renumbered(_ bytes: [UInt8], _ numbers: DocumentRenumbering, adding additions: [Addition]) -> Outcome? {
        var renumbering = ShardRenumbering(numbers, additions: additions)
        return bytes.withUnsafeBufferPointer { renumbering.run($0) }
    }

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome? {
        var reader = ShardBytesReader(bytes: bytes)
        output.raw("{")
        guard reader.take(UInt8(ascii: "{")) else { return nil }
        if !reader.take(UInt8(ascii: "}")) {
            repeat {
                guard let term = reader.term(), reader.take(UInt8(ascii: ":")), reader.take(UInt8(ascii: "[")) else { return nil }
                let gained = additionsBefore(term, in: bytes)
                guard copy(term, gaining: gained, from: &reader), reader.take(UInt8(ascii: "]")) else { return nil }
            } while reader.take(UInt8(ascii: ","))
            guard reader.take(UInt8(ascii: "}")) else { return nil }
        }
        guard reader.isAtEnd else { return nil }
        while nextAddition < additions.count { writeAddition() }
        guard changed else { return .kept }
        output.raw("}")
        return .written(output.bytes)
    }

    /// Writes `term` with its two lists, renumbered and given `gained`, from where the reader is; a term left with no
    /// document is taken back out. False when the lists are not as the builder writes them.
    private mutating func copy(
        _ term: ShardBytesReader.Term, gaining gained: Addition?, from reader: inout ShardBytesReader
    ) -> Bool {
        let (mark, wroteBefore) = (output.count, wroteTerm)
        startTerm()
        output.raw(bytes: UnsafeBufferPointer(rebasing: reader.bytes[term.written]))
        output.raw(":[")
        guard let hasTitle = list(from: &reader, gaining: gained?.lists.title), reader.take(UInt8(ascii: ",")) else { return false }
        output.raw(",")
        guard let hasOther = list(from: &reader, gaining: gained?.lists.other) else { return false }
        output.raw("]")
        if !hasTitle && !hasOther {
            output.truncate(to: mark)
            wroteTerm = wroteBefore
        }
        return true
    }

    /// Writes a list from where the reader is, renumbered and given `gaining`; whether it has a document, nil when its
    /// bytes are not a list of differences within the previous index.
    private mutating func list(from reader: inout ShardBytesReader, gaining: [Int]?) -> Bool? {
        guard let gaining, !gaining.isEmpty else { return renumberedInPlace(from: &reader) }
        guard reader.deltas(into: &scratch) != nil, scratch.allSatisfy({ $0 < numbers.previousCount }) else { return nil }
        var renumbered = scratch.compactMap { previous in
            let new = numbers.newNumber(of: previous)
            return new >= 0 ? new : nil
        }
        for number in gaining { renumbered.insertSorted(number) }
        output.deltas(renumbered)
        return true
    }

    /// A list that gains nothing, copied as written but for the differences the renumbering changes: those from its
    /// first document that moved to its first document past `DocumentRenumbering.steadyFrom`, after which every
    /// difference stays.
    private mutating func renumberedInPlace(from reader: inout ShardBytesReader) -> Bool? {
        let start = reader.position
        guard reader.take(UInt8(ascii: "[")) else { return nil }
        if reader.take(UInt8(ascii: "]")) {
            output.raw("[]")
            return false
        }
        var previous = 0
        // The documents before the first that moved keep their numbers: their bytes are copied.
        guard let step = reader.stepOverDeltas(adding: &previous, below: numbers.firstPreviousMoved) else { return nil }
        guard case .reached(let passed) = step else {
            output.raw(bytes: UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.position]))
            return true
        }
        changed = true
        // Up to the last of them, without the comma after it.
        output.raw(bytes: UnsafeBufferPointer(rebasing: reader.bytes[start..<(reader.position - (passed > 0 ? 1 : 0))]))
        var (written, lastWritten) = (passed, previous)
        repeat {
            guard let delta = reader.number(), previous + delta < numbers.previousCount else { return nil }
            previous += delta
            let new = numbers.newNumber(of: previous)
            guard new >= 0 else { continue }
            if written > 0 { output.raw(",") }
            output.number(new - lastWritten)
            (written, lastWritten) = (written + 1, new)
            if previous >= numbers.steadyFrom { return copyRest(from: &reader, after: previous) ? true : nil }
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "]")) else { return nil }
        output.raw("]")
        return written > 0
    }

    /// The rest of a list past the steady point, copied as written, its closing bracket included, once its numbers
    /// are read to be within the previous index.
    private mutating func copyRest(from reader: inout ShardBytesReader, after last: Int) -> Bool {
        let start = reader.position
        var sum = last
        guard reader.take(UInt8(ascii: ",")) else {
            guard reader.take(UInt8(ascii: "]")) else { return false }
            output.raw("]")
            return true
        }
        guard case .ended = reader.stepOverDeltas(adding: &sum, below: numbers.previousCount) else { return false }
        output.raw(bytes: UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.position]))
        return true
    }

    /// Writes the additions whose terms sort before the shard's `term`, and gives the one that is `term`, if any.
    private mutating func additionsBefore(_ term: ShardBytesReader.Term, in bytes: UnsafeBufferPointer<UInt8>) -> Addition? {
        while nextAddition < additions.count {
            let addition = additions[nextAddition]
            switch term.order(comparedWith: addition.term, in: bytes) {
            case .same:
                nextAddition += 1
                return addition
            case .after: writeAddition()
            case .before: return nil
            }
        }
        return nil
    }

    private mutating func writeAddition() {
        let addition = additions[nextAddition]
        nextAddition += 1
        startTerm()
        SearchIndexBuilder.writeTerm(addition.term, addition.lists, into: &output)
    }

    private mutating func startTerm() {
        if wroteTerm { output.raw(",") }
        wroteTerm = true
    }
}
