import Foundation
import Support

extension PersistedPlan {
    /// The plan's pages as lines of its mapped file: where each line is and its kind are read with the plan, the rest
    /// of a page (its digest, sources and path) when it is asked for. A rebuild after an edit asks for a few hundred of
    /// a 50k site's 144,000 pages; made whole as the plan was read, they were a tenth of its instructions (249 M,
    /// Callgrind) and 18 MB of its heap. A rebuild after a structural change asks for all of them, several times over:
    /// it reads them `materialized()`, every page made once, as they were before.
    ///
    /// The section is sealed by the digest of its bytes (see `PersistedPlan.read`): a page is not checked when it is
    /// made from its line, since a line that fails to read cannot be in a file whose seal holds.
    struct Pages: RandomAccessCollection, Sendable {
        let bytes: ByteStore
        /// Where each page's line starts, then where the section ends.
        private let starts: [Int]
        private let kinds: [UInt8]
        /// Every page made, when asked for by `materialized()`.
        private let made: [Page]?

        var startIndex: Int { 0 }
        var endIndex: Int { kinds.count }

        subscript(place: Int) -> Page {
            if let made { return made[place] }
            return bytes.withUnsafeBufferPointer { Self.page(in: $0, line: line(at: place), kind: kind(at: place)) }
        }

        /// The pages at `places`, made: those of `materialized()`, which a rebuild after a structural change reads, or
        /// else every page made from its line (a slice of an array made by the caller would be counted from zero).
        subscript(made places: Range<Int>) -> ArraySlice<Page> {
            (made ?? Array(self))[places]
        }

        /// The kind of the page at `place`, as a place in the plan's kinds.
        func kind(at place: Int) -> Int { Int(kinds[place]) }

        /// Where the page's line is in the file, its line break included.
        func line(at place: Int) -> Range<Int> { starts[place]..<starts[place + 1] }

        /// The path of the page at `place`.
        func path(at place: Int) -> String {
            if let made { return made[place].path }
            return bytes.string(in: pathBytes(at: place))
        }

        /// Whether the page at `place` is at `path`, compared where the path is in the file.
        func hasPath(_ path: String, at place: Int) -> Bool {
            if let made { return made[place].path == path }
            return bytes.bytes(in: pathBytes(at: place), equal: path)
        }

        /// Calls `body` with the UTF-8 bytes of the path of the page at `place`, read where they are.
        func withPathBytes<Result>(at place: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let range = pathBytes(at: place)
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }

        /// The path is the line's third field: after the kind, a tab, the digest's 32 digits and a tab, up to the next
        /// tab, which it cannot hold (see `Contents`).
        private func pathBytes(at place: Int) -> Range<Int> {
            let line = line(at: place)
            let start = pathStart(at: place)
            let end = bytes.withUnsafeBufferPointer { $0.firstIndex(of: 0x09, in: start..<(line.upperBound - 1)) }
            return start..<(end ?? start)
        }

        /// Where the path of the page at `place` starts: its kind's digits, a tab, the digest and a tab before it.
        private func pathStart(at place: Int) -> Int {
            let (line, kind) = (line(at: place), kind(at: place))
            return Swift.min(line.lowerBound + (kind < 10 ? 1 : kind < 100 ? 2 : 3) + 34, line.upperBound - 1)
        }

        /// The first byte of the path of the page at `place`; nil for an empty path.
        func firstPathByte(at place: Int) -> UInt8? {
            if let made { return made[place].path.utf8.first }
            let start = pathStart(at: place)
            let byte = bytes.byte(at: start)
            return byte == 0x09 || byte == 0x0A ? nil : byte
        }

        /// The places in `block` of the pages whose sources include one of `items`, in order. A few items are searched
        /// for as their digits among the block's bytes, each found where a source can stand: made page by page, the
        /// sources of a 50k site's pages were 2.4 million numbers, each compared (65 M instructions, Callgrind).
        func places(showingAny items: Set<UInt32>, in block: Range<Int>) -> [Int] {
            guard !block.isEmpty, !items.isEmpty else { return [] }
            guard made == nil, items.count <= 8 else {
                return block.filter { self[$0].sources.contains(where: items.contains) }
            }
            var found = Set<Int>()
            bytes.withUnsafeBufferPointer { buffer in
                for item in items { found.formUnion(places(of: item, in: block, buffer)) }
            }
            return found.sorted()
        }

        /// The places in `block` of the pages that have `item` among their sources.
        private func places(of item: UInt32, in block: Range<Int>, _ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
            let digits = Array(String(item).utf8)
            let end = starts[block.upperBound]
            var places: [Int] = []
            var position = starts[block.lowerBound]
            while let offset = buffer.firstOffset(of: digits, in: position..<end) {
                position = offset + 1
                // A source stands between a tab or a comma and a comma or the line's end; so could a number in a path,
                // which the line's sources field tells apart.
                let (before, after) = (buffer[offset - 1], buffer[offset + digits.count])
                guard before == 0x09 || before == 0x2C, after == 0x2C || after == 0x0A else { continue }
                let place = self.place(containing: offset, in: block)
                guard sources(at: place).contains(offset) else { continue }
                if places.last != place { places.append(place) }
            }
            return places
        }

        /// The place in `block` of the line that holds `offset`, found by halving.
        private func place(containing offset: Int, in block: Range<Int>) -> Int {
            var (low, high) = (block.lowerBound, block.upperBound)
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= offset { low = middle } else { high = middle }
            }
            return low
        }

        /// Where the sources of the page at `place` are in its line: after its path and a tab, to the line's end.
        private func sources(at place: Int) -> Range<Int> {
            let line = line(at: place)
            return Swift.min(pathBytes(at: place).upperBound + 1, line.upperBound - 1)..<(line.upperBound - 1)
        }

        /// The same pages, every one made from its line, with the checks the plan's reading made before: nil when one
        /// fails them. The lines are read again, not at once with the plan: read in one pass, the fields of a 50k plan's
        /// pages took 28 M instructions more than in a pass of their own (Callgrind).
        func materialized(kinds kindCount: Int, items: Int) -> Pages? {
            guard made == nil else { return self }
            var sources: [UInt32] = []
            let made = bytes.withUnsafeBufferPointer { buffer -> [Page]? in
                var read: [Fields] = []
                read.reserveCapacity(count)
                for place in indices {
                    guard let fields = Self.fields(in: buffer, line: line(at: place), sources: &sources, below: items),
                        fields.kind < kindCount
                    else { return nil }
                    read.append(fields)
                }
                // The paths made once every line is read, so that the sources' one array has stopped growing.
                return zip(indices, read).map { place, fields in
                    Page(
                        kind: fields.kind, digest: fields.digest, path: buffer.string(in: fields.path),
                        sources: sources[fields.sources], line: line(at: place))
                }
            }
            return made.map { Pages(bytes: bytes, starts: starts, kinds: kinds, made: $0) }
        }

        /// A line's fields: its kind, its digest, where its path is, and where its sources are in the array they were
        /// appended to.
        private typealias Fields = (kind: Int, digest: ContentHash.Digest, path: Range<Int>, sources: Range<Int>)

        /// The fields of the page on `line`, its sources appended to `sources`; nil when one is not as the plan's writer
        /// writes it, or a source is not below `items`.
        private static func fields(
            in buffer: UnsafeBufferPointer<UInt8>, line: Range<Int>, sources: inout [UInt32], below items: Int
        ) -> Fields? {
            var fields = FieldReader(bytes: buffer, position: line.lowerBound, end: line.upperBound - 1)
            guard let kind = fields.number(), let digest = fields.next().flatMap(buffer.digest(in:)), let path = fields.next(),
                let list = fields.next()
            else { return nil }
            let first = sources.count
            guard FieldReader.appendNumbers(of: buffer, in: list, to: &sources, below: UInt32(clamping: items)) else { return nil }
            return (kind, digest, path, first..<sources.count)
        }

        /// The page on `line`, read as the plan's writer wrote it; under a seal that holds (see `Pages`), a line that
        /// does not read gives a page with no path, no sources and a digest that matches no page.
        private static func page(in buffer: UnsafeBufferPointer<UInt8>, line: Range<Int>, kind: Int) -> Page {
            var sources: [UInt32] = []
            guard let fields = fields(in: buffer, line: line, sources: &sources, below: Int(UInt32.max)) else {
                return Page(kind: kind, digest: ContentHash().digest, path: "", sources: [], line: line)
            }
            return Page(kind: kind, digest: fields.digest, path: buffer.string(in: fields.path), sources: sources[...], line: line)
        }

        /// The section of `count` page lines at the reader's position, read to where each line is and its kind: nil
        /// when a line is missing, or its kind is not below `kindCount`.
        static func read(_ count: Int, _ lines: inout LineReader, file: ByteStore, kinds kindCount: Int) -> Pages? {
            var (starts, kinds): ([Int], [UInt8]) = ([], [])
            starts.reserveCapacity(count + 1)
            kinds.reserveCapacity(count)
            for _ in 0..<count {
                guard let line = lines.next() else { return nil }
                var fields = FieldReader(bytes: lines.bytes, position: line.lowerBound, end: line.upperBound)
                guard let kind = fields.number(), kind < Swift.min(kindCount, Int(UInt8.max)) else { return nil }
                starts.append(line.lowerBound)
                kinds.append(UInt8(kind))
            }
            starts.append(lines.position)
            return Pages(bytes: file, starts: starts, kinds: kinds, made: nil)
        }

        /// The bytes of the section, its lines one after another.
        var section: Range<Int> { starts[0]..<starts[count] }
    }
}
