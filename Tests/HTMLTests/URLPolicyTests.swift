import Testing

@testable import HTML

struct URLPolicyTests {
    @Test(arguments: [
        ("http://example.com/", true),
        ("https://example.com/a?b#c", true),
        ("HTTPS://x", true),
        ("mailto:x@y", true),
        ("/a/b", true),
        ("a/b.html", true),
        ("//example.com", true),
        ("a?b:c", true),
        ("#top", true),
        ("", true),
        ("../up", true),
        ("javascript:alert(1)", false),
        (" JaVaScRiPt:alert(1)", false),
        ("java\tscript:alert(1)", false),
        ("java\nscript:alert(1)", false),
        ("\u{1}javascript:alert(1)", false),
        ("data:text/html,<script>alert(1)</script>", false),
        ("vbscript:msgbox", false),
        ("file:///etc/passwd", false),
        ("ftp://example.com", false),
        (":nothing", false),
        ("hTtP:x", true),
        ("MAILTO:x", true),
        ("https", true),
        ("httpss://x", false),
        ("\u{212A}:x", false),
        ("h\u{1}ttp://x", false),
        ("https://x\t", true),
        ("javascript:x\t", false),
        ("caf\u{E9}:x", false),
        ("caf\u{E9}/a:b", true),
    ])
    func policy(url: String, allowed: Bool) {
        #expect(URLPolicy.isAllowed(url) == allowed, "\(url.debugDescription)")
    }
}

@Suite struct URLPolicyNormalizationTests {
    @Test(arguments: [
        ("https://example.org/a b?q=x^2|y", "https://example.org/a%20b?q=x%5E2%7Cy"),
        ("https://example.org/100%25", "https://example.org/100%25"),
        ("https://example.org/100%", "https://example.org/100%25"),
        ("/movies/café/", "/movies/caf%C3%A9/"),
        ("  https://example.org/\t\n ", "https://example.org/"),
        ("https://example.org/?a=1&b={2}", "https://example.org/?a=1&b=%7B2%7D"),
        ("mailto:a@example.org", "mailto:a@example.org"),
        ("https://example.org/plain/path.jpg", "https://example.org/plain/path.jpg"),
        ("a\u{7F}b", "a%7Fb"),
        ("a\"b<c>d\\e`f", "a%22b%3Cc%3Ed%5Ce%60f"),
        ("", ""),
    ])
    func encodesWhatAURLMayNotContain(input: String, expected: String) {
        #expect(URLPolicy.normalized(input) == expected)
    }

    /// A byte is written as it is exactly when it is printable ASCII a URL may hold raw and not `%`: every byte alone,
    /// and the bytes of a whole URL with one byte changed.
    @Test func exactlyTheRawBytesAreWrittenAsTheyAre() {
        let disallowed = Array(#""<>\^`{|}%"#.utf8)
        for byte in UInt8.min...UInt8.max {
            let raw = byte > 0x20 && byte < 0x7F && !disallowed.contains(byte)
            #expect(URLPolicy.isWrittenAsIs([byte]) == raw, "byte \(byte)")
            // At every place of the first two words of eight bytes and of the last few, read one by one.
            for place in [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 15, 20, 33, 34, 35] {
                var url = Array("https://image.tmdb.org/t/p/w342/a.jpg".utf8)
                url[place] = byte
                #expect(URLPolicy.isWrittenAsIs(url) == raw, "byte \(byte) at \(place) in a URL")
                #expect(URLPolicy.isWrittenAsIs(url[1...]) == raw || place == 0, "byte \(byte) at \(place) in a slice")
            }
        }
        #expect(URLPolicy.isWrittenAsIs([UInt8]()))
    }
}
