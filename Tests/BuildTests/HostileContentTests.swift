import Build
import Foundation
import HTML
import Support
import Testing

/// Classic cross-site-scripting and template-injection payloads. Every text field of every kind
/// of content holds one of them; the built site must show them as text and never run one.
let hostilePayloads: [String] = [
    "<script>alert(1)</script>",
    "\"><script>alert(1)</script>",
    "'><img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<math><mtext></mtext><script>alert(1)</script></math>",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&#60;script&#62;",
    "<iframe src=javascript:alert(1)>",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<body onload=alert(1)>",
    "<style>*{x:expression(alert(1))}</style>",
    "{{x}}",
    "{{{x}}}",
    "${x}",
    "<%= x %>",
    "data-text=\"title\"",
    "\" data-html=\"notes",
    "</title><script>alert(1)</script>",
    "</textarea><script>",
    "<!--<script>-->",
    "<![CDATA[<script>]]>",
    // U+2028/U+2029 alone would be an empty title once trimmed (rightly an error), so they sit inside text.
    "line\u{2028}sep\u{2029}para",
    "<img src=\"x\" onerror=\"alert(1)\">",
    "<details open ontoggle=alert(1)>",
    "<a href=//evil.example>x</a>",
    "<base href=\"//evil.example/\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    "vbscript:msgbox(1)",
    "<object data=\"javascript:alert(1)\"></object><embed src=\"javascript:alert(1)\">",
    "<form action=\"javascript:alert(1)\"><button formaction=\"javascript:alert(1)\">x</button></form>",
    "https://evil.example/\"onmouseover=\"alert(1)",
    "http://evil.example/'><script>alert(1)</script>",
    "<scr<script>ipt>alert(1)</script>",
    "\u{0}<script>alert(1)</script>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
]

/// A catalog in which every field holds a payload: item `k` gives field `f` payload `(k + f) % count`,
/// so across the items every field sees every payload.
struct HostileCatalog {
    let payloads: [String]
    var count: Int { payloads.count }

    func payload(_ item: Int, _ field: Int) -> String {
        payloads[(item + field) % payloads.count]
    }

    func s(_ item: Int, _ field: Int) -> String {
        jsonString(payload(item, field))
    }

    func movie(_ k: Int) -> String {
        """
        {"id": \(k + 1), "title": \(s(k, 0)), "original_title": \(s(k, 1)), "overview": \(s(k, 2)), "tagline": \(s(k, 3)),
         "original_language": "en", "release_date": "2001-02-03", "runtime": 100,
         "poster_path": \(s(k, 10)), "backdrop_path": \(s(k, 11)),
         "genres": [{"id": 18, "name": \(s(k, 4))}, {"id": 27, "name": \(s(k, 5))}],
         "credits": {"cast": [{"name": \(s(k, 6)), "character": \(s(k, 7)), "order": 0}],
                     "crew": [{"name": \(s(k, 8)), "job": "Director"}]},
         "recommendations": {"results": [{"id": \(100_000 + k), "title": \(s(k, 9)), "release_date": "1999"},
                                         {"id": \((k + 1) % count + 1), "title": \(s(k, 12))}]}}
        """
    }

    func book(_ k: Int) -> String {
        """
        {"kind": "books#volume", "id": "hostile\(k)", "volumeInfo": {
          "title": \(s(k, 0)), "subtitle": \(s(k, 1)), "authors": [\(s(k, 2)), \(s(k, 3))], "publisher": \(s(k, 4)),
          "publishedDate": "2001-02", "description": \(s(k, 5)), "categories": [\(s(k, 6))], "language": \(s(k, 7)),
          "pageCount": 10,
          "industryIdentifiers": [{"type": "ISBN_13", "identifier": \(s(k, 8))}, {"type": "ISBN_10", "identifier": \(s(k, 9))}],
          "imageLinks": {"thumbnail": \(s(k, 10)), "small": \(s(k, 11)), "large": \(s(k, 12))}}}
        """
    }

    func comic(_ k: Int) -> String {
        """
        {"num": \(k + 1), "safe_title": \(s(k, 0)), "title": \(s(k, 1)), "alt": \(s(k, 2)), "transcript": \(s(k, 3)),
         "link": \(s(k, 4)), "news": \(s(k, 5)), "img": \(s(k, 6)), "year": "2010", "month": "3", "day": "4"}
        """
    }

    /// Owner's notes: payload tags and a Markdown body made of payloads.
    func notes(_ k: Int) -> String {
        "---\nrating: 3\ntags: [\(s(k, 13)), \(s(k, 14))]\n---\n\(payload(k, 15))\n\n*x* \(payload(k, 16))\n\n[link](\(payload(k, 17)))\n"
    }

    func freePage(_ k: Int) -> String {
        "---\ntitle: \(s(k, 0))\n---\n\(payload(k, 1))\n\n\(payload(k, 2)) and `\(payload(k, 3))`\n"
    }

    func write(into site: ScratchSite) throws {
        for k in 0..<count {
            try site.write(movie(k), to: "content/movies/\(k + 1).json")
            try site.write(notes(k), to: "content/movies/\(k + 1).md")
            try site.write(book(k), to: "content/books/hostile\(k).json")
            try site.write(notes(k + 7), to: "content/books/hostile\(k).md")
            try site.write(comic(k), to: "content/comics/\(k + 1).json")
            try site.write(freePage(k), to: "content/pages/hostile-\(k).md")
        }
    }
}

/// Why `element` of a built page could run script or lead the reader somewhere hostile; nil when it is harmless.
/// A script of the theme's own, loaded by address: `<script src="/catalog/assets/site.js" defer>`.
func isThemeScript(_ element: ParsedPage.Element) -> Bool {
    guard element.name.lowercased() == "script", let source = element.attribute("src") else { return false }
    let name = source.dropFirst("/catalog/assets/".count)
    return source.hasPrefix("/catalog/assets/") && name.hasSuffix(".js") && name.dropLast(3).allSatisfy(\.isLetter)
        && Set(element.attributes.map(\.name)) == ["src", "defer"]
}

/// The data attributes of the search page's `#search` element, which its script reads.
let searchScriptAttributes: Set<String> = [
    "data-index", "data-browse-one", "data-browse-other", "data-results-one", "data-results-other", "data-no-results",
    "data-facet-kind", "data-facet-decade", "data-facet-genre", "data-facet-tag",
]

func hostileProblem(_ element: ParsedPage.Element, page: String) -> String? {
    let name = element.name.lowercased()
    if isThemeScript(element) || (name == "form" && page == "search/index.html" && element.attribute("action") == nil) {
        return nil
    }
    // The JSON-LD data is a script element no browser runs; its body is checked by `jsonLDProblem`.
    if name == "script", element.attributes.map(\.name) == ["type"], element.attribute("type") == "application/ld+json" {
        return nil
    }
    if ["script", "iframe", "object", "embed", "base", "frame", "frameset", "applet", "style", "form", "textarea"].contains(name) {
        return "<\(name)> element"
    }
    for attribute in element.attributes {
        let attributeName = attribute.name.lowercased()
        if attributeName.hasPrefix("on") { return "event handler attribute \(attribute.name)" }
        // The search page hands its script the index's address and the phrases it shows, in the site's language;
        // the random page, the addresses of its list's parts and how many items they hold.
        let searchData =
            page == "search/index.html" && element.attribute("id") == "search" && searchScriptAttributes.contains(attributeName)
            || page == "random/index.html" && element.attribute("id") == "random"
                && ["data-parts", "data-part-size", "data-count"].contains(attributeName)
        if attributeName.hasPrefix("data-") && !searchData { return "binding-like attribute \(attribute.name) left in the output" }
        if ["href", "src", "action", "formaction", "poster", "background", "xlink:href", "srcset", "cite"].contains(attributeName),
            let value = attribute.value, isScriptURL(value)
        {
            return "\(attribute.name)=\"\(value)\""
        }
        if attributeName == "style", let value = attribute.value, value.lowercased().contains("expression") {
            return "style=\"\(value)\""
        }
    }
    if name == "meta", let equiv = element.attribute("http-equiv") {
        guard page == "comics/latest/index.html", equiv.lowercased() == "refresh", let content = element.attribute("content") else {
            return "<meta http-equiv=\"\(equiv)\">"
        }
        // The theme's own redirect: `0; url=/catalog/comics/<n>/`, a relative URL of this site.
        guard let range = content.range(of: "url=", options: .caseInsensitive) else { return "refresh without a URL: \(content)" }
        let url = String(content[range.upperBound...])
        if isScriptURL(url) || !url.hasPrefix("/catalog/") || url.hasPrefix("//") { return "refresh to \(url)" }
    }
    return nil
}

/// Why the scripts of a built page are not one JSON-LD document that keeps its values inside its strings;
/// nil when they are.
func jsonLDProblem(_ parsed: ParsedPage) -> String? {
    // The theme's own scripts are loaded by address and have no body.
    let bodies = parsed.scripts.filter { !$0.isEmpty }
    guard bodies.count == 1, let body = bodies.first else { return "\(bodies.count) scripts with a body" }
    if body.contains("<") { return "a '<' in the JSON-LD: \(body)" }
    guard (try? JSONSerialization.jsonObject(with: Data(body.utf8))) is [String: Any] else { return "JSON-LD that does not parse: \(body)" }
    return nil
}

/// True for a URL with a `javascript:`, `data:` or `vbscript:` scheme, read as browsers read it.
func isScriptURL(_ url: String) -> Bool {
    var text = url.trimmingCharacters(in: CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(0x20)))
    text.removeAll { $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
    let lower = text.lowercased()
    return ["javascript:", "data:", "vbscript:"].contains { lower.hasPrefix($0) }
}

@Suite struct HostileContentTests {
    @Test(.timeLimit(.minutes(1))) func everyPayloadInEveryFieldIsShownAsTextAndNeverRuns() throws {
        #expect(hostilePayloads.count >= 30)
        let catalog = HostileCatalog(payloads: hostilePayloads)
        let site = try ScratchSite()
        try catalog.write(into: site)

        let report = try site.build()
        // Payloads in image and link fields are no links: dropped, each with a warning; nothing else warns.
        #expect(
            report.warnings.allSatisfy {
                $0.message.contains(": expected an http or https link, found ") && $0.message.hasSuffix(" (dropped)")
            },
            "\(report.warnings)")
        let tree = site.outputTree()
        let pages = tree.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count == report.htmlPagesWritten)
        #expect(pages.count > 4 * catalog.count, "every item got its page")

        var refreshes = 0
        for page in pages {
            let parsed = ParsedPage(tree[page] ?? [])
            #expect(parsed.errors.isEmpty, "\(page): \(parsed.errors)")
            #expect(parsed.hasDoctype, "\(page) has no doctype")
            if page != "comics/latest/index.html", let problem = jsonLDProblem(parsed) {
                Issue.record("\(page): \(problem)")
            }
            for element in parsed.elements {
                if let problem = hostileProblem(element, page: page) {
                    Issue.record("\(page):\(element.line): \(problem)")
                }
                if element.name == "meta" && element.attribute("http-equiv") != nil { refreshes += 1 }
            }
        }
        #expect(refreshes == 1, "only the theme's redirect page refreshes")

        // The payloads are shown, character for character, as text: a title is never markup.
        for (k, payload) in catalog.payloads.enumerated() {
            let movieID = k + 1
            let shown = payload.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !shown.contains("\u{0}"), !shown.contains("\t") else { continue } // control characters are dropped from output
            guard let path = ScratchSite.moviePage(movieID, in: tree) else {
                Issue.record("movie \(movieID) has no page")
                continue
            }
            let parsed = ParsedPage(tree[path] ?? [])
            #expect(parsed.text.contains(shown), "\(path): the title \(payload.debugDescription) is not shown as text")
            let heading = parsed.elements.firstIndex { $0.name == "h1" }
            #expect(heading != nil, "\(path) has no heading")
            // The same title on a book, a comic and a free page.
            for prefix in ["books/hostile\(k)-", "books/hostile\(k)/", "comics/\(movieID)/", "hostile-\(k)/"] {
                guard
                    let other = tree.keys.first(where: {
                        $0.hasPrefix(prefix) && $0.hasSuffix("index.html") && !$0.dropFirst(prefix.count).contains("/page/")
                    })
                else {
                    if !prefix.hasPrefix("books/") { Issue.record("no page under \(prefix)") }
                    continue
                }
                #expect(ParsedPage(tree[other] ?? []).text.contains(shown), "\(other): \(payload.debugDescription) is not shown as text")
            }
        }
    }

    /// The checks above would pass vacuously if `hostileProblem` saw nothing: it must flag every trick.
    @Test func theCheckerCatchesEveryTrick() {
        let bad = [
            "<script>alert(1)</script>", "<p onclick=\"x()\">a</p>", "<a href=\" JaVa\tScRipt:alert(1)\">a</a>",
            "<img src=\"data:image/svg+xml,x\">", "<a href=\"vbscript:x\">a</a>", "<iframe src=\"/x\"></iframe>",
            "<object data=\"/x\"></object>", "<embed src=\"/x\">", "<base href=\"/\">", "<form action=\"/x\"></form>",
            "<button formaction=\"javascript:x\">b</button>", "<meta http-equiv=\"refresh\" content=\"0;url=/catalog/\">",
            "<style>p{}</style>", "<p data-text=\"title\">a</p>", "<script type=\"application/ld+json\" src=\"/x\"></script>",
            "<script type=\"text/javascript\">{}</script>", "<p style=\"x:expression(alert(1))\">a</p>",
        ]
        for html in bad {
            let parsed = ParsedPage(Array("<!DOCTYPE html><html><head><title>t</title></head><body>\(html)</body></html>".utf8))
            #expect(parsed.elements.contains { hostileProblem($0, page: "movies/1/index.html") != nil }, "not caught: \(html)")
        }
        let redirect = { (url: String) in
            ParsedPage(Array("<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" content=\"0; url=\(url)\"></head></html>".utf8))
                .elements.compactMap { hostileProblem($0, page: "comics/latest/index.html") }
        }
        let jsonLD = { (body: String) in
            jsonLDProblem(
                ParsedPage(Array("<!DOCTYPE html><html><head><script type=\"application/ld+json\">\(body)</script></head></html>".utf8)))
        }
        #expect(jsonLD(#"{"a":"\u003c"}"#) == nil)
        #expect(jsonLD(#"{"a":"<b>"}"#) != nil)
        #expect(jsonLD("{") != nil)
        #expect(redirect("/catalog/comics/5/").isEmpty)
        #expect(!redirect("javascript:alert(1)").isEmpty)
        #expect(!redirect("//evil.example/").isEmpty)
        #expect(!redirect("https://evil.example/").isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func templateLookingValuesAreNeverInterpreted() throws {
        let payloads = [
            "{{x}}", "{{{x}}}", "${x}", "<%= x %>", "data-text=\"title\"", "\" data-html=\"notes",
            "&lt;b&gt;", "&#60;script&#62;", "</title><script>alert(1)</script>",
        ]
        let site = try ScratchSite()
        for (k, payload) in payloads.enumerated() {
            try site.write(
                #"{"id": \#(k + 1), "title": \#(jsonString(payload)), "overview": \#(jsonString("overview " + payload)), "tagline": "tag"}"#,
                to: "content/movies/\(k + 1).json")
        }
        _ = try site.build()
        let tree = site.outputTree()
        for (k, payload) in payloads.enumerated() {
            let path = try #require(ScratchSite.moviePage(k + 1, in: tree))
            let parsed = ParsedPage(tree[path] ?? [])
            let headings = parsed.elements.filter { $0.name == "h1" }
            #expect(headings.count == 1)
            #expect(parsed.text.contains(payload), "\(path): \(payload) not shown literally")
            #expect(parsed.text.contains("overview " + payload))
            // The browser's tab title is the payload too, not a cut-off title followed by markup.
            let html = String(decoding: tree[path] ?? [], as: UTF8.self)
            #expect(html.contains("<title>"), "\(path)")
            // The theme's own scripts by address, and one JSON-LD script; nothing inline from an item.
            let themeScripts = html.components(separatedBy: "<script src=\"/catalog/assets/").count - 1
            #expect(html.components(separatedBy: "<script").count - 1 == themeScripts + 1, "\(path): theme scripts and the JSON-LD")
            #expect(jsonLDProblem(parsed) == nil, "\(path)")
            for element in parsed.elements {
                #expect(!element.attributes.contains { $0.name.hasPrefix("data-") }, "\(path): \(element.name) has \(element.attributes)")
            }
        }
        // Escaped, the ampersand of an entity-looking title is written once more as `&amp;`.
        let entityPage = try #require(ScratchSite.moviePage(7, in: tree))
        #expect(String(decoding: tree[entityPage] ?? [], as: UTF8.self).contains("&amp;lt;b&amp;gt;"))
    }
}
