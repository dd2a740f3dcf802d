import Presentation

/// The catalog's orderings as the plan's last section (see `PersistedPlan`):
/// `orderings TAB items TAB count`, the newest-first positions on one line; then per taxonomy
/// `name TAB terms TAB positions`, a line a term, `name TAB identity`, the identity empty when it is the name and
/// otherwise after a `+`, then where each term's positions end and the positions themselves as 4-byte little-endian
/// numbers, and a line break; then `persons TAB count` and a line a person not at their plain slug; then, when
/// kept, `additions TAB books TAB feeds` (feeds `-` for none chosen), the books' positions on one line, the latest
/// additions' on the next, and a line a feed, `scope TAB positions`. The terms' positions are bytes, not text: the
/// section is the plan's last, read by no line reader past them, and as text a 50k site's 440,000 of them took the
/// load of an edit 50 M instructions to read (Callgrind).
extension PlanLineWriter {
    /// Appends `orderings` as a section, or nothing when a name in them holds a tab or a line break.
    mutating func appendIfPlain(_ orderings: CatalogOrderings) {
        let start = out.count
        if !orderings.append(to: &self) { out.removeSubrange(start...) }
    }
}

extension CatalogOrderings {
    /// Appends the section to `out`; false when a name holds a tab or a line break, which its line cannot.
    func append(to out: inout PlanLineWriter) -> Bool {
        _ = out.field("orderings", then: 0x09) && out.field(items, then: 0x09)
        out.number(newestFirst.count)
        out.out.append(0x0A)
        out.numbers(newestFirst)
        out.out.append(0x0A)
        for taxonomy in Taxonomy.allCases {
            guard let list = taxonomies[taxonomy] else { return false }
            _ = out.field(taxonomy.rawValue, then: 0x09)
            out.number(list.names.count)
            out.out.append(0x09)
            out.number(list.members.count)
            out.out.append(0x0A)
            for (index, name) in list.names.enumerated() {
                let identity = list.identities[index]
                guard out.field(name, then: 0x09), out.field(identity == name ? "" : "+" + identity, then: 0x0A) else { return false }
            }
            Self.appendLittleEndian(list.ends, to: &out.out)
            Self.appendLittleEndian(list.members, to: &out.out)
            out.out.append(0x0A)
        }
        out.section("persons", count: personSegments.count)
        for (name, segment) in personSegments.sorted(by: { $0.key < $1.key }) {
            guard out.field(name, then: 0x09), out.field(segment, then: 0x0A) else { return false }
        }
        if let additions { additions.append(to: &out) }
        if let entryIDs {
            _ = out.field("ids", then: 0x09)
            out.numbers(entryIDs.counts.map(UInt32.init))
            out.out.append(0x0A)
            out.out += entryIDs.text
            out.out.append(0x0A)
        }
        return true
    }

    /// The section at `lines`; nil when it is not whole.
    static func read(_ lines: inout LineReader) -> CatalogOrderings? {
        let bytes = lines.bytes
        guard let first = lines.next() else { return nil }
        var header = FieldReader(bytes: bytes, position: first.lowerBound, end: first.upperBound)
        guard let name = header.next(), bytes.string(in: name) == "orderings", let items = header.next(),
            let entries = header.number(), let order = lines.next(), let newestFirst = numbers(order, bytes), newestFirst.count == entries
        else { return nil }
        var taxonomies: [Taxonomy: TermList] = [:]
        for taxonomy in Taxonomy.allCases {
            guard let list = termList(named: taxonomy.rawValue, &lines) else { return nil }
            taxonomies[taxonomy] = list
        }
        guard let persons = lines.count(named: "persons") else { return nil }
        var segments: [String: String] = [:]
        for _ in 0..<persons {
            guard let line = lines.next(), let tab = bytes[line].firstIndex(of: 0x09) else { return nil }
            segments[bytes.string(in: line.lowerBound..<tab)] = bytes.string(in: (tab + 1)..<line.upperBound)
        }
        var additions: AdditionOrders?
        if !lines.isAtEnd && !lines.startsLine(with: "ids\t") {
            guard let read = AdditionOrders.read(&lines) else { return nil }
            additions = read
        }
        var entryIDs: EntryIDs?
        if !lines.isAtEnd {
            guard let read = Self.entryIDs(&lines) else { return nil }
            entryIDs = read
        }
        return CatalogOrderings(
            items: bytes.string(in: items), newestFirst: newestFirst, taxonomies: taxonomies, personSegments: segments,
            additions: additions, entryIDs: entryIDs)
    }

    /// The ids line: `ids TAB counts`, then the ids, each followed by a tab, on one line.
    private static func entryIDs(_ lines: inout LineReader) -> EntryIDs? {
        let bytes = lines.bytes
        guard let first = lines.next() else { return nil }
        var header = FieldReader(bytes: bytes, position: first.lowerBound, end: first.upperBound)
        guard let name = header.next(), bytes.string(in: name) == "ids", let counts = header.next().flatMap({ numbers($0, bytes) }),
            let text = lines.next()
        else { return nil }
        return EntryIDs(counts: counts.map(Int.init), text: Array(bytes[text]))
    }

    /// A taxonomy's terms: its first line, a line a term, then their positions' ends and the positions as bytes.
    private static func termList(named taxonomy: String, _ lines: inout LineReader) -> TermList? {
        let bytes = lines.bytes
        guard let first = lines.next() else { return nil }
        var header = FieldReader(bytes: bytes, position: first.lowerBound, end: first.upperBound)
        guard let name = header.next(), bytes.bytes(in: name, equal: taxonomy), let count = header.number(),
            let memberCount = header.number(), header.isAtEnd
        else { return nil }
        var (names, identities) = ([String](), [String]())
        names.reserveCapacity(count)
        identities.reserveCapacity(count)
        for _ in 0..<count {
            guard let line = lines.next(), let tab = bytes.firstIndex(of: 0x09, in: line) else { return nil }
            names.append(bytes.string(in: line.lowerBound..<tab))
            let identity = (tab + 1)..<line.upperBound
            guard identity.isEmpty || bytes[identity.lowerBound] == UInt8(ascii: "+") else { return nil }
            identities.append(identity.isEmpty ? names[names.count - 1] : bytes.string(in: (identity.lowerBound + 1)..<identity.upperBound))
        }
        guard let ends = littleEndianNumbers(count, &lines), let members = littleEndianNumbers(memberCount, &lines),
            lines.position < bytes.count, bytes[lines.position] == 0x0A
        else { return nil }
        lines.position += 1
        return TermList(names: names, identities: identities, members: members, ends: ends)
    }

    /// Appends `numbers` as 4-byte little-endian numbers.
    private static func appendLittleEndian(_ numbers: [UInt32], to out: inout [UInt8]) {
        numbers.withUnsafeBufferPointer { buffer in
            #if _endian(little)
                out.append(contentsOf: UnsafeRawBufferPointer(buffer))
            #else
                for number in buffer { withUnsafeBytes(of: number.littleEndian) { out.append(contentsOf: $0) } }
            #endif
        }
    }

    /// `count` 4-byte little-endian numbers at the reader's position, which is moved past them; nil when the bytes end
    /// before them.
    private static func littleEndianNumbers(_ count: Int, _ lines: inout LineReader) -> [UInt32]? {
        guard count > 0 else { return [] }
        guard count <= (lines.bytes.count - lines.position) / 4, let base = lines.bytes.baseAddress else { return nil }
        let start = UnsafeRawPointer(base + lines.position)
        lines.position += count * 4
        return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { buffer[index] = UInt32(littleEndian: start.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)) }
            initialized = count
        }
    }

    /// Comma-separated decimal numbers.
    fileprivate static func numbers(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32]? {
        var numbers: [UInt32] = []
        return FieldReader.appendNumbers(of: bytes, in: range, to: &numbers) ? numbers : nil
    }
}

extension AdditionOrders {
    fileprivate func append(to out: inout PlanLineWriter) {
        _ = out.field("additions", then: 0x09)
        out.number(booksByPurchase.count)
        out.out.append(0x09)
        if let feeds { out.number(feeds.count) } else { out.out.append(UInt8(ascii: "-")) }
        out.out.append(0x0A)
        for list in [booksByPurchase, latest] {
            out.numbers(list)
            out.out.append(0x0A)
        }
        for feed in feeds ?? [] {
            _ = out.field(feed.scope.rawValue, then: 0x09)
            out.numbers(feed.entries)
            out.out.append(0x0A)
        }
    }

    fileprivate static func read(_ lines: inout LineReader) -> AdditionOrders? {
        let bytes = lines.bytes
        guard let first = lines.next() else { return nil }
        var header = FieldReader(bytes: bytes, position: first.lowerBound, end: first.upperBound)
        guard let name = header.next(), bytes.string(in: name) == "additions", let bookCount = header.number(),
            let feedField = header.next(), header.isAtEnd,
            let booksLine = lines.next(), let books = CatalogOrderings.numbers(booksLine, bytes), books.count == bookCount,
            let latestLine = lines.next(), let latest = CatalogOrderings.numbers(latestLine, bytes)
        else { return nil }
        guard bytes.string(in: feedField) != "-" else { return AdditionOrders(booksByPurchase: books, latest: latest, feeds: nil) }
        var counted = FieldReader(bytes: bytes, position: feedField.lowerBound, end: feedField.upperBound)
        guard let feedCount = counted.number() else { return nil }
        var feeds: [(scope: FeedScope, entries: [UInt32])] = []
        for _ in 0..<feedCount {
            guard let line = lines.next(), let tab = bytes[line].firstIndex(of: 0x09),
                let scope = FeedScope(rawValue: bytes.string(in: line.lowerBound..<tab)),
                let entries = CatalogOrderings.numbers((tab + 1)..<line.upperBound, bytes)
            else { return nil }
            feeds.append((scope, entries))
        }
        return AdditionOrders(booksByPurchase: books, latest: latest, feeds: feeds)
    }
}
