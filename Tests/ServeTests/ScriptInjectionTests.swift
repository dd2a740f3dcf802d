import Testing

@testable import Serve

/// The live-reload tag goes into the response's bytes, before the page's last `</body>`.
@Suite struct ScriptInjectionTests {
    private func inject(_ html: String) -> String {
        String(decoding: ScriptInjection.inject("<s>", into: Array(html.utf8)), as: UTF8.self)
    }

    @Test func beforeTheLastClosingBody() {
        #expect(inject("<html><body><p>x</p></body></html>") == "<html><body><p>x</p><s></body></html>")
        #expect(inject("<BODY>a</BODY>\n</HTML>") == "<BODY>a<s></BODY>\n</HTML>")
        // A `</body>` inside the page's text (a code sample) comes before the real one.
        #expect(
            inject("<body><code>&lt;/body&gt;</code><pre></body></pre></body>")
                == "<body><code>&lt;/body&gt;</code><pre></body></pre><s></body>")
    }

    @Test func withoutABodyTag() {
        #expect(inject("<p>fragment</p></html>") == "<p>fragment</p><s></html>")
        #expect(inject("<p>fragment</p>") == "<p>fragment</p><s>")
        #expect(inject("") == "<s>")
    }

    @Test func nonASCIIBytesAreKept() {
        #expect(inject("<body>購入日 – ü</body>") == "<body>購入日 – ü<s></body>")
    }

    @Test func theTagNamesTheScriptAndTheBuild() {
        let tag = ScriptInjection.tag(build: 7)
        #expect(tag == #"<script src="/__sitegen/live.js" data-sitegen-build="7" defer></script>"#)
    }

    @Test func theOverlayIsWrittenAsTextOnly() {
        // Diagnostics quote the user's files; the script must never parse them as HTML.
        #expect(LiveReloadScript.source.contains("textContent = lines.join"))
        #expect(!LiveReloadScript.source.contains("innerHTML"))
        #expect(!LiveReloadScript.source.contains("insertAdjacentHTML"))
    }
}
