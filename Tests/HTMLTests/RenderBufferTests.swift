import Testing

@testable import HTML

struct RenderBufferTests {
    /// Runs of every length up to past the capacity, single bytes between them: the buffer grows several times, and its
    /// bytes stay those an array given the same appends holds.
    @Test func holdsWhatAnArrayWouldAcrossItsGrowth() {
        var buffer = RenderBuffer(capacity: 1)
        var expected: [UInt8] = []
        for length in 0..<700 {
            let run = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            run.withUnsafeBufferPointer { buffer.appendRun($0) }
            expected += run
            buffer.appendByte(UInt8(truncatingIfNeeded: length))
            expected.append(UInt8(truncatingIfNeeded: length))
        }
        buffer.appendLiteral("<end>")
        expected += Array("<end>".utf8)
        #expect(expected.count > 240_000)
        let bytes = buffer.bytes()
        // Compared whole, not printed whole: a quarter of a million bytes in a failure's message hides it.
        let firstDifference = bytes.indices.first { $0 >= expected.count || bytes[$0] != expected[$0] }
        #expect(bytes.count == expected.count)
        #expect(firstDifference == nil)
    }

    @Test func anEmptyBufferHasNoBytes() {
        let buffer = RenderBuffer(capacity: 0)
        #expect(buffer.bytes().isEmpty)
    }

    /// The escaping writes the same bytes into a page's buffer as into an array.
    @Test func escapingWritesTheSameBytesIntoEitherOutput() {
        let samples = ["", "plain", "a & b < c > \"d\"", "\u{01}tab\there\u{7F}é\u{85}x", String(repeating: "ab&", count: 200)]
        for sample in samples {
            var buffer = RenderBuffer(capacity: 4)
            var array: [UInt8] = []
            HTMLEscaping.appendText(sample, into: &buffer)
            HTMLEscaping.escapeText(sample, into: &array)
            HTMLEscaping.appendAttribute(sample, into: &buffer)
            HTMLEscaping.escapeAttribute(sample, into: &array)
            HTMLEscaping.appendScriptJSON(sample, into: &buffer)
            HTMLEscaping.escapeScriptJSON(sample, into: &array)
            #expect(buffer.bytes() == array, "\(sample)")
        }
    }
}
