import Foundation
import Model
import Support

/// The size, modification time and hash of every input at the last build, kept beside the output
/// folder (`.public.sitegen.stamps`) and not in it: times differ between machines, and the output
/// must be byte-identical for the same input. It only saves re-reading files that were not touched;
/// without it (a fresh CI runner) every input is read and hashed, with the same result.
/// A first line names the hash the file's hashes were made with; a second, `cache TAB size TAB modified TAB changed TAB
/// inode`, may give the state of the decoded-item cache file as the build left it (see `ItemCacheFile`); then one line
/// per input, `size TAB modified TAB changed TAB inode TAB hash TAB name`, so reading it is a split, not a parse.
enum InputStamps {
    /// The stamps of a sitegen that hashed otherwise are dropped: a file that kept its size and times
    /// would keep a hash that the new algorithm never makes, and nothing would match it again.
    static let header = Array("sitegen-stamps \(ContentHash.algorithm)\n".utf8)

    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.stamps").path
    }

    /// The stamps the last build recorded; none when there is no file, or one of another sitegen.
    /// Mapped, as the plan is (see `PersistedPlan.read`).
    static func read(forOutput output: String) -> RecordedStamps {
        guard let data = ByteStore(mapping: path(forOutput: output)), data.starts(with: header) else { return .none }
        return data.withUnsafeBufferPointer { buffer in
            guard buffer[header.count...].starts(with: cacheLabel) else { return RecordedStamps(lines: data, from: header.count) }
            guard let end = buffer.firstIndex(of: UInt8(ascii: "\n"), from: header.count) else { return .none }
            var fields = FieldReader(bytes: buffer, position: header.count + cacheLabel.count, end: end)
            guard let state = RecordedStamps.state(&fields), fields.isAtEnd else { return .none }
            return RecordedStamps(lines: data, from: end + 1, cacheState: state)
        }
    }

    /// How the line of the cache file's state begins.
    private static let cacheLabel = Array("cache\t".utf8)

    /// Decimal digits without making a string for each number; a negative one (a time before 1970) is
    /// written as its unsigned bit pattern, which the reader's wrapping arithmetic takes back exactly.
    private static func appendDigits(_ number: Int64, to out: inout [UInt8]) {
        out.appendDecimal(UInt64(bitPattern: number))
    }

    /// Best effort: a stamps file that cannot be written only makes the next build read more. Written a megabyte at a
    /// time as it is made, from stamps made as they are written: both whole, they were 15 MB at the end of a 50k build.
    /// The stamps of `inputs` are in the order the build listed its files in, which the next build's listing has too
    /// when no file came or went: it then finds each file's line at its own place (see `RecordedStamps`). A file
    /// unchanged since the last build has the line it had then, copied: made again from its numbers and strings, the
    /// 65,000 lines of a 50k site cost an edit 153 M instructions (Callgrind).
    /// - Parameter cacheState: the state of the decoded-item cache file as this build leaves it, when known.
    static func write(_ inputs: InputFingerprint.Result, forOutput output: String, cacheState: InputFingerprint.FileState?) {
        _ = FileSystem.replace(path(forOutput: output), besideOutput: output) { out, flush in
            out += header
            if let cacheState {
                out += cacheLabel
                appendState(cacheState, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
            for (index, file) in inputs.listing.files.enumerated() {
                if let line = inputs.recordedLine(at: index) {
                    inputs.previous.appendLine(at: line, to: &out)
                } else if let stamp = inputs.stamp(at: index) {
                    appendLine(name: file.name, stamp: stamp, to: &out)
                }
                flush(&out)
            }
        }
    }

    /// The file's bytes: the header, then a line a stamp. A name that would break its line is left out.
    static func encode(_ stamps: some Sequence<(name: String, stamp: InputFingerprint.Stamp)>) -> [UInt8] {
        var out = header
        for (name, stamp) in stamps { appendLine(name: name, stamp: stamp, to: &out) }
        return out
    }

    /// `size TAB modified TAB changed TAB inode`, as `RecordedStamps.state(_:)` reads them.
    private static func appendState(_ state: InputFingerprint.FileState, to out: inout [UInt8]) {
        for number in [state.size, state.modified, state.changed] {
            appendDigits(number, to: &out)
            out.append(UInt8(ascii: "\t"))
        }
        appendDigits(Int64(bitPattern: state.inode), to: &out)
    }

    /// The line of `stamp`; none for a name that would break its line.
    private static func appendLine(name: String, stamp: InputFingerprint.Stamp, to out: inout [UInt8]) {
        name.withUTF8Bytes { nameBytes in
            guard !nameBytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) else { return }
            appendState(stamp.state, to: &out)
            out.append(UInt8(ascii: "\t"))
            stamp.hash.withUTF8Bytes { out.append(contentsOf: $0) }
            out.append(UInt8(ascii: "\t"))
            out.append(contentsOf: nameBytes)
            out.append(UInt8(ascii: "\n"))
        }
    }
}
