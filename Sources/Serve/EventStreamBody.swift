import FlyingSocks

/// An event stream as a response body for FlyingFox, which sends it with chunked transfer encoding,
/// each message as soon as it is yielded. The body ends when the stream finishes.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator {
        Iterator(messages: stream.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<[UInt8]>.AsyncIterator
        /// The part of a message that did not fit the buffer last asked for.
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            // An empty chunk would end a chunked body: wait for a message with bytes in it.
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = message[...]
            }
            let chunk = pending.prefix(Swift.max(count, 1))
            pending = pending.dropFirst(chunk.count)
            return chunk
        }
    }
}
