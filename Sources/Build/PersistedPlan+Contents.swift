import Foundation
import Presentation
import Support

extension PersistedPlan {
    /// What a build's plan file holds: its pages, items and copies, and the orderings, written as the plan's lines.
    struct Contents {
        let fingerprint: String
        let shared: ContentHash.Digest
        /// How many files the item folders held (see `listedItemFiles`).
        var listedItemFiles = 0
        let kinds: [String]
        let items: [PageDigests.Item]
        let pages: PlanPages
        let copies: [String]
        var orderings: CatalogOrderings? = nil
        /// The plan the pages carried over come from: their lines, and orderings taken over whole, are copied from it.
        var previous: PersistedPlan? = nil

        /// Appends the plan's lines to `out`, handing it to `flush` after each item and each page, and the lines taken from
        /// `previous` to `pass` (see `FileSystem.PassThrough`); false when a path or key holds a tab or a line break,
        /// which its lines cannot (such a site rebuilds with a full plan).
        func write(
            into out: inout [UInt8], flush: (inout [UInt8]) -> Void,
            pass: FileSystem.PassThrough = FileSystem.appendToBuffer
        ) -> Bool {
            var writer = PlanLineWriter(out: [])
            swap(&writer.out, &out)
            defer { swap(&writer.out, &out) }
            return write(&writer, flush: flush, pass: pass)
        }

        private func write(_ out: inout PlanLineWriter, flush: (inout [UInt8]) -> Void, pass: FileSystem.PassThrough) -> Bool {
            let kindIndex = Dictionary(kinds.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            out.out += PersistedPlan.header
            _ = out.field("fingerprint", then: 0x09) && out.field(fingerprint, then: 0x0A)
            _ = out.field("shared", then: 0x09) && out.field(shared.hex, then: 0x0A)
            out.section("listed", count: listedItemFiles)
            out.section("kinds", count: kinds.count)
            for kind in kinds where !out.field(kind, then: 0x0A) { return false }
            out.section("items", count: items.count)
            guard writeItems(&out, flush: flush, pass: pass) else { return false }
            out.section("pages", count: pages.count)
            // The pages' lines are sealed by their digest, hashed before each flush hands them on (see `Pages`).
            guard let seal = ContentHashStream() else { return false }
            var unsealed = out.out.count
            func sealPending() {
                out.out.withUnsafeBytes { seal.update(UnsafeRawBufferPointer(rebasing: $0[unsealed...])) }
                unsealed = out.out.count
            }
            func sealThenFlush() {
                sealPending()
                flush(&out.out)
                unsealed = out.out.count
            }
            for run in pages.runs {
                switch run {
                case .listed(let range):
                    for index in range {
                        guard write(pages.listed, at: index, kinds: kindIndex, to: &out) else { return false }
                        sealThenFlush()
                    }
                case .carried(let places):
                    // A run carried over from `previous` has the lines it had there, one after another.
                    guard let previous, let first = places.first, let last = places.last else { return false }
                    let lines = previous.pages.line(at: first).lowerBound..<previous.pages.line(at: last).upperBound
                    sealPending()
                    previous.bytes.withUnsafeBufferPointer { seal.update(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[lines]))) }
                    pass(&out.out, previous.bytes, lines)
                    unsealed = out.out.count
                }
            }
            sealThenFlush()
            _ = out.field("sealed", then: 0x09) && out.field(seal.digest.hex, then: 0x0A)
            out.section("copies", count: copies.count)
            for copy in copies where !out.field(copy, then: 0x0A) { return false }
            // Last, and left out when a name cannot be written: the plan is of use without them.
            if let previous, let section = previous.orderingsSection, previous.orderings == orderings {
                pass(&out.out, previous.bytes, section)
            } else if let orderings {
                out.appendIfPlain(orderings)
            }
            return true
        }

        /// Appends a line an item, `digest TAB key`. An item whose line in `previous`, at its place, is the one it would
        /// have is copied with the lines around it that are too: written one by one, a 50k site's 50,000 items were
        /// 20 M instructions of an edit (Callgrind), of which one or two change.
        private func writeItems(_ out: inout PlanLineWriter, flush: (inout [UInt8]) -> Void, pass: FileSystem.PassThrough) -> Bool {
            // Taken out once: an optional bound for each item was copied, its references retained (+133 M instructions
            // for the plan, +27 M for these three).
            let (previousItems, starts, bytes) = (previous?.items ?? [], previous?.itemLineStarts ?? [], previous?.bytes ?? ByteStore([]))
            var run: Range<Int>? = nil
            func copyRun() {
                guard let copied = run else { return }
                pass(&out.out, bytes, copied)
                run = nil
            }
            for (index, item) in items.enumerated() {
                if let line = Self.previousLine(of: item, at: index, items: previousItems, starts: starts, bytes: bytes) {
                    if let current = run, current.upperBound == line.lowerBound {
                        run = current.lowerBound..<line.upperBound
                    } else {
                        copyRun()
                        run = line
                    }
                    continue
                }
                copyRun()
                item.digest.appendHex(to: &out.out)
                out.out.append(0x09)
                guard out.field(item.key, then: 0x0A) else { return false }
                flush(&out.out)
            }
            copyRun()
            return true
        }

        /// The line of the item at `index` in `previous`, its line break included, when it is the line `item` makes.
        private static func previousLine(
            of item: PageDigests.Item, at index: Int, items: [(key: String, digest: ContentHash.Digest)], starts: [Int],
            bytes: ByteStore
        ) -> Range<Int>? {
            guard index + 1 < starts.count, items[index].digest == item.digest else { return nil }
            let line = starts[index]..<starts[index + 1]
            // The digest's 32 hex digits and a tab, the key, a line break: the key compared where it is.
            let key = (line.lowerBound + 33)..<(line.upperBound - 1)
            guard key.lowerBound <= key.upperBound, bytes.bytes(in: key, equal: item.key) else { return nil }
            return line
        }

        /// Appends the line of the page at `index` of `pages`; false when its path cannot be written on it. By place, each
        /// field read where it is: a page taken out of the array was copied, retaining its references (35 M instructions
        /// of a 50k edit, Callgrind).
        private func write(
            _ pages: [PlannedPage], at index: Int, kinds kindIndex: [String: Int], to out: inout PlanLineWriter
        ) -> Bool {
            // A page carried over from `previous` has the line it had there: the same kinds, items and digest.
            if let previous, let line = pages[index].previousLine {
                previous.bytes.append(line, to: &out.out)
                return true
            }
            guard let kind = kindIndex[pages[index].kind] else { return false }
            out.number(kind)
            out.out.append(0x09)
            pages[index].digest.appendHex(to: &out.out)
            out.out.append(0x09)
            // The path before the sources: found at once after the digest, where a page's path is read alone (see
            // `Pages`), rather than after its sources, searched for from the line's end.
            guard out.field(pages[index].outputPath, then: 0x09) else { return false }
            out.numbers(pages[index].sources)
            out.out.append(0x0A)
            return true
        }
    }

    /// The plan that `pages`, `items` and `copies` make, as the file's bytes; nil when a path or key holds a tab
    /// or a line break, which its lines cannot (such a site rebuilds with a full plan).
    static func encode(
        fingerprint: String, shared: ContentHash.Digest, listedItemFiles: Int = 0, kinds: [String], items: [PageDigests.Item],
        pages: [PlannedPage], copies: [String], orderings: CatalogOrderings? = nil, previous: PersistedPlan? = nil
    ) -> [UInt8]? {
        let contents = Contents(
            fingerprint: fingerprint, shared: shared, listedItemFiles: listedItemFiles, kinds: kinds, items: items,
            pages: PlanPages(pages),
            copies: copies, orderings: orderings, previous: previous)
        var bytes: [UInt8] = []
        return contents.write(into: &bytes, flush: { _ in }) ? bytes : nil
    }

    /// The plan `contents` makes, written beside `output` as it is made (a megabyte at a time: made whole, a 50k
    /// site's 22 MB were the largest buffer of an edit), to be put in place when the output is committed; nil when
    /// it cannot be written, or holds a path its lines cannot.
    static func stage(_ contents: Contents, forOutput output: String) -> StagedFile? {
        let temporary = FileSystem.temporaryPath(besideOutput: output)
        var written = false
        let code = FileSystem.write(to: temporary) { out, flush, pass in written = contents.write(into: &out, flush: flush, pass: pass) }
        guard code == 0, written else {
            unlink(temporary)
            return nil
        }
        return StagedFile(written: temporary, for: path(forOutput: output))
    }
}
