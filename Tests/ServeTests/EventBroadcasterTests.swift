import Testing

@testable import Serve

/// What each open event stream hears: hello first, a failure while the site is broken, then changes.
@Suite struct EventBroadcasterTests {
    private func text(_ bytes: [UInt8]?) -> String {
        bytes.map { String(decoding: $0, as: UTF8.self) } ?? "(ended)"
    }

    @Test func aStreamHearsHelloThenEveryChange() async {
        let events = EventBroadcaster()
        var stream = events.open().makeAsyncIterator()
        #expect(text(await stream.next()) == "retry: 1000\nevent: hello\ndata: {\"build\":0,\"session\":\"\(events.session)\"}\n\n")
        events.built(.pages(["/a/"]))
        #expect(text(await stream.next()) == "event: reload\ndata: {\"build\":1,\"pages\":[\"/a/\"]}\n\n")
        events.built(.none)
        events.built(.stylesheets(["/s.css"]))
        #expect(text(await stream.next()) == "event: css\ndata: {\"build\":2,\"stylesheets\":[\"/s.css\"]}\n\n")
        #expect(events.build == 2, "a build that changed nothing is not counted")
    }

    @Test func aFailureIsToldToStreamsOpenedWhileItLasts() async {
        let events = EventBroadcaster()
        events.failed(["Templates/home.html:3:5: error: unknown binding key 'x' in data-text"])
        var late = events.open().makeAsyncIterator()
        _ = await late.next()
        let failure = text(await late.next())
        #expect(failure.hasPrefix("event: failed\ndata: "))
        #expect(failure.contains(#"Templates/home.html:3:5: error: unknown binding key 'x' in data-text"#))
        events.built(.none)
        #expect(text(await late.next()) == "event: ok\ndata: {}\n\n")
        var afterwards = events.open().makeAsyncIterator()
        _ = await afterwards.next()
        events.close()
        #expect(await afterwards.next() == nil, "no failure is told once a build succeeded")
    }

    @Test func closingEndsEveryStreamAndLaterOnes() async {
        let events = EventBroadcaster()
        var open = events.open().makeAsyncIterator()
        _ = await open.next()
        events.close()
        #expect(await open.next() == nil)
        var late = events.open().makeAsyncIterator()
        #expect(await late.next() == nil)
    }

    @Test func aMessageLongerThanTheBufferAskedForIsSplit() async throws {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        continuation.yield([])
        continuation.yield(Array("abcdef".utf8))
        continuation.finish()
        var body = EventStreamBody(stream: stream).makeAsyncIterator()
        #expect(try await body.nextBuffer(suggested: 4).map(Array.init) == Array("abcd".utf8), "an empty message is skipped")
        #expect(try await body.nextBuffer(suggested: 4).map(Array.init) == Array("ef".utf8))
        #expect(try await body.nextBuffer(suggested: 4) == nil)
    }
}
