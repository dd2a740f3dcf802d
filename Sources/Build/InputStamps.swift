import Foundation
import Model
import Support

/// The size, modification time and hash of every input at the last build, kept beside the output
/// folder (`.public.sitegen.stamps`) and not in it: times differ between machines, and the output
/// must be byte-identical for the same input. It only saves re-reading files that were not touched;
/// without it (a fresh CI runner) every input is read and hashed, with the same result.
/// A first line names the hash the file's hashes were made with; then one line per input,
/// `size TAB modified TAB changed TAB inode TAB hash TAB name`, so reading it is a split, not a parse.
enum InputStamps {
    /// The stamps of a sitegen that hashed otherwise are dropped: a file that kept its size and times
    /// would keep a hash that the new algorithm never makes, and nothing would match it again.
    static let header = Array("sitegen-stamps \(ContentHash.algorithm)\n".utf8)

    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.stamps").path
    }

    static func read(forOutput output: String) -> [String: InputFingerprint.Stamp] {
        guard let data = FileSystem.read(path(forOutput: output)), data.starts(with: header) else { return [:] }
        return data.withUnsafeBufferPointer { bytes -> [String: InputFingerprint.Stamp] in
            var stamps: [String: InputFingerprint.Stamp] = [:]
            stamps.reserveCapacity(bytes.count / 96)
            var start = header.count
            // A line cut short at the end (a write that was stopped) is left out.
            while let end = bytes.firstIndex(of: UInt8(ascii: "\n"), from: start) {
                guard let (name, stamp) = entry(bytes[start..<end]) else { return [:] }
                stamps[name] = stamp
                start = end + 1
            }
            return stamps
        }
    }

    /// One line without its newline: `size TAB modified TAB changed TAB inode TAB hash TAB name`, read in
    /// one pass over the bytes (a large site has fifty thousand lines); nil when it is not of that form.
    private static func entry(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (String, InputFingerprint.Stamp)? {
        var position = line.startIndex
        func field() -> Range<Int>? {
            let begin = position
            while position < line.endIndex, line[position] != UInt8(ascii: "\t") { position += 1 }
            guard position < line.endIndex else { return nil }
            position += 1
            return begin..<(position - 1)
        }
        func number() -> Int64? {
            guard let digits = field(), !digits.isEmpty else { return nil }
            var value: Int64 = 0
            for index in digits {
                let digit = line[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int64(digit)
            }
            return value
        }
        guard let size = number(), let modified = number(), let changed = number(), let inode = number(),
            let hash = field()
        else { return nil }
        let state = InputFingerprint.FileState(size: size, modified: modified, changed: changed, inode: UInt64(bitPattern: inode))
        return (line.base.string(in: position..<line.endIndex), InputFingerprint.Stamp(state: state, hash: line.base.string(in: hash)))
    }

    /// Decimal digits without making a string for each number; a negative one (a time before 1970) is
    /// written as its unsigned bit pattern, which the reader's wrapping arithmetic takes back exactly.
    private static func appendDigits(_ number: Int64, to out: inout [UInt8]) {
        var value = UInt64(bitPattern: number)
        var digits: (UInt64, UInt8) = (0, 0) // reversed digits packed in a word, and their count
        repeat {
            digits.0 = digits.0 << 4 | value % 10
            digits.1 += 1
            value /= 10
        } while value > 0 && digits.1 < 16
        if value > 0 { appendDigits(Int64(bitPattern: value), to: &out) }
        for _ in 0..<digits.1 {
            out.append(0x30 + UInt8(digits.0 & 0xF))
            digits.0 >>= 4
        }
    }

    /// Best effort: a stamps file that cannot be written only makes the next build read more.
    static func write(_ stamps: [String: InputFingerprint.Stamp], forOutput output: String) {
        var out = header
        out.reserveCapacity(stamps.count * 120)
        // In no particular order: the file is read into a dictionary.
        for (name, stamp) in stamps {
            var name = name
            var hash = stamp.hash
            name.withUTF8 { nameBytes in
                guard !nameBytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }) else { return }
                let state = stamp.state
                for number in [state.size, state.modified, state.changed, Int64(bitPattern: state.inode)] {
                    appendDigits(number, to: &out)
                    out.append(UInt8(ascii: "\t"))
                }
                hash.withUTF8 { out.append(contentsOf: $0) }
                out.append(UInt8(ascii: "\t"))
                out.append(contentsOf: nameBytes)
                out.append(UInt8(ascii: "\n"))
            }
        }
        try? Data(out).write(to: URL(fileURLWithPath: path(forOutput: output)), options: .atomic)
    }
}
