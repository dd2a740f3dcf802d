import Support

/// The stamps the last build recorded (see `InputStamps`), as read from their file: its bytes, and where each
/// line's name and hash are, with the file state the line gives. No string is made for a line until it is
/// asked for: a rebuild that finds nothing changed compares states and feeds the hashes' bytes to the
/// fingerprint, and at 50,000 items making 65,000 names and hashes into a dictionary took longer than listing
/// the content folder (0.04–0.08 s against 0.05–0.07 s).
struct RecordedStamps: Sendable {
    private struct Line: Sendable {
        let state: InputFingerprint.FileState
        let name: Range<Int>
        let hash: Range<Int>
        /// Where the line starts; it ends with its name.
        let start: Int
    }

    private let bytes: ByteStore
    private let lines: [Line]
    /// The state of the decoded-item cache file when the last build had written it (see `ItemCacheFile`); nil when
    /// it was not recorded.
    let cacheState: InputFingerprint.FileState?

    static let none = RecordedStamps(bytes: ByteStore([]), lines: [])

    private init(bytes: ByteStore, lines: [Line], cacheState: InputFingerprint.FileState? = nil) {
        (self.bytes, self.lines, self.cacheState) = (bytes, lines, cacheState)
    }

    /// The stamps in `bytes` from `start` on, one per line (`size TAB modified TAB changed TAB inode TAB hash TAB
    /// name`); none when a line is not of that form. A line cut short at the end (a write that was stopped) is
    /// left out.
    init(lines bytes: ByteStore, from start: Int, cacheState: InputFingerprint.FileState? = nil) {
        let lines = bytes.withUnsafeBufferPointer { buffer -> [Line]? in
            var lines: [Line] = []
            lines.reserveCapacity(buffer.count / 96)
            var start = start
            while let end = buffer.firstIndex(of: UInt8(ascii: "\n"), from: start) {
                guard let line = Self.line(buffer, start..<end) else { return nil }
                lines.append(line)
                start = end + 1
            }
            return lines
        }
        self.init(bytes: lines == nil ? ByteStore([]) : bytes, lines: lines ?? [], cacheState: lines == nil ? nil : cacheState)
    }

    var count: Int { lines.count }

    /// The line of each of `names`, the files listed now in the listing's order, found in one pass over both; nil
    /// for a file that no line names (new since, or unreadable then). The lines are in the order the last build
    /// listed its files in, so this works whenever no recorded file is gone: in every rebuild that removes no input.
    /// Nil when one is gone; the lines are then found by name (`index()`).
    func lines(matching names: some Sequence<String>) -> [Int?]? {
        var matched: [Int?] = []
        matched.reserveCapacity(lines.count)
        var next = 0
        for name in names {
            let isNext = next < lines.count && hasName(name, at: next)
            matched.append(isNext ? next : nil)
            if isNext { next += 1 }
        }
        return next == lines.count ? matched : nil
    }

    /// Each line's number by its name, for a listing some recorded file is gone from.
    func index() -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(lines.count)
        for number in lines.indices { index[name(at: number)] = number }
        return index
    }

    func state(at number: Int) -> InputFingerprint.FileState { lines[number].state }

    func name(at number: Int) -> String { string(lines[number].name) }

    func stamp(at number: Int) -> InputFingerprint.Stamp {
        InputFingerprint.Stamp(state: lines[number].state, hash: string(lines[number].hash))
    }

    /// Appends the line, its line break too, as the stamps file had it.
    func appendLine(at number: Int, to out: inout [UInt8]) {
        let line = lines[number]
        bytes.append(line.start..<line.name.upperBound, to: &out)
        out.append(UInt8(ascii: "\n"))
    }

    /// Appends the line's hash to `input` as `ContentHash.update(_: String)` would add it as a string.
    func appendHash(at number: Int, to input: inout [UInt8]) {
        bytes.append(lines[number].hash, to: &input)
        input.append(ContentHash.textSeparator)
    }

    /// Compared with `memcmp`: element by element, the names of a 50k site's stamps took 37 M instructions (Callgrind).
    private func hasName(_ name: String, at number: Int) -> Bool {
        bytes.bytes(in: lines[number].name, equal: name)
    }

    private func string(_ range: Range<Int>) -> String {
        bytes.string(in: range)
    }

    /// One line without its newline, read in one pass over its bytes; nil when it is not of the stamps' form.
    private static func line(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Line? {
        var fields = FieldReader(bytes: buffer, position: line.lowerBound, end: line.upperBound)
        // The hash must end at a tab: the name is the rest of the line.
        guard let state = state(&fields), let hash = fields.next(), hash.upperBound < line.upperBound else { return nil }
        return Line(state: state, name: fields.position..<line.upperBound, hash: hash, start: line.lowerBound)
    }

    /// The next four fields as a file's state: `size TAB modified TAB changed TAB inode` (see `InputStamps`).
    static func state(_ fields: inout FieldReader) -> InputFingerprint.FileState? {
        guard let size = fields.wrappingDecimal(), let modified = fields.wrappingDecimal(), let changed = fields.wrappingDecimal(),
            let inode = fields.wrappingDecimal()
        else { return nil }
        return InputFingerprint.FileState(size: size, modified: modified, changed: changed, inode: UInt64(bitPattern: inode))
    }
}
