import Testing

@testable import HTML

struct HTMLSanitizerTests {
    /// Hostile or tricky input and the exact sanitised output.
    static let cases: [(input: String, expected: String)] = [
        // Scripts and event handlers
        ("<script>alert(1)</script>hi", "<p>hi</p>"),
        ("<img src=x onerror=alert(1)>", ""),
        ("<img src=x alt=\"alt text\">after", "<p>after</p>"),
        ("<p onmouseover=\"alert(1)\">hover</p>", "<p>hover</p>"),
        ("<p style=\"color:red\" class=\"x\" id=\"y\" data-x=\"z\">t</p>", "<p>t</p>"),
        ("\"><script>alert(1)</script>", "<p>\"&gt;</p>"),
        ("<scr<script>ipt>alert(1)</script>", "<p>ipt&gt;alert(1)</p>"),
        // Links: only absolute http(s) with a host, always rel="nofollow noopener"
        ("<a href=\"javascript:alert(1)\">x</a>", "<p>x</p>"),
        ("<a href=\" JaVaScRiPt:alert(1)\">x</a>", "<p>x</p>"),
        ("<a href=\"java&#x09;script:alert(1)\">x</a>", "<p>x</p>"),
        ("<a href=\"data:text/html;base64,PHNjcmlwdD4=\">x</a>", "<p>x</p>"),
        ("<a href=\"vbscript:msgbox\">x</a>", "<p>x</p>"),
        ("<a href=\"//evil.example/\">x</a>", "<p>x</p>"),
        ("<a href=\"/relative\">x</a>", "<p>x</p>"),
        ("<a href=\"mailto:a@b.example\">mail</a>", "<p>mail</p>"),
        ("<a href=\"http://\">x</a>", "<p>x</p>"),
        ("<a href=\"https:\\\\evil.example\">x</a>", "<p>x</p>"),
        (
            "<a href=\"https://ok.example/?a=1&amp;b=2\" onclick=\"x()\" target=\"_blank\">ok</a>",
            "<p><a href=\"https://ok.example/?a=1&amp;b=2\" rel=\"nofollow noopener\">ok</a></p>"
        ),
        (
            "<a href=\"https://x.example/\" rel=\"opener\">x</a>",
            "<p><a href=\"https://x.example/\" rel=\"nofollow noopener\">x</a></p>"
        ),
        (
            "<A HREF=\"https://x.example/\">caps</A>",
            "<p><a href=\"https://x.example/\" rel=\"nofollow noopener\">caps</a></p>"
        ),
        (
            "<a href=\"  https://x.example/a b  \">sp</a>",
            "<p><a href=\"https://x.example/a%20b\" rel=\"nofollow noopener\">sp</a></p>"
        ),
        (
            "<a href=\"htt&#x0A;ps://x.example/\">nl</a>",
            "<p><a href=\"https://x.example/\" rel=\"nofollow noopener\">nl</a></p>"
        ),
        (
            "<a href=\"https://x.example/?q=&quot;x&quot;\">q</a>",
            "<p><a href=\"https://x.example/?q=%22x%22\" rel=\"nofollow noopener\">q</a></p>"
        ),
        (
            "xkcd <a href=\"https://xkcd.com/store\">store</a> news",
            "<p>xkcd <a href=\"https://xkcd.com/store\" rel=\"nofollow noopener\">store</a> news</p>"
        ),
        (
            "<a href=\"https://a.example/\">A <b>bold</b> link</a>",
            "<p><a href=\"https://a.example/\" rel=\"nofollow noopener\">A <b>bold</b> link</a></p>"
        ),
        ("<a href=\"https://a.example/\"></a>empty", "<p>empty</p>"),
        (
            "<a href=\"https://x.example/\"><div>block</div></a>",
            "<p><a href=\"https://x.example/\" rel=\"nofollow noopener\">block</a></p>"
        ),
        // Dropped with their content
        ("<svg><script>alert(1)</script></svg>", ""),
        ("<svg><p>x</p></svg>after", "<p>after</p>"),
        ("<math><mtext><script>alert(1)</script></mtext></math>", ""),
        ("<style>body{}</style>text", "<p>text</p>"),
        ("<!-- comment -->text", "<p>text</p>"),
        ("a<!-- c -->b", "<p>ab</p>"),
        ("<?php echo 1 ?>z", "<p>z</p>"),
        // libxml2's HTML parser has no CDATA: `<!` is text, `<y]]>` an unknown element (unwrapped).
        ("<![CDATA[x<y]]>z", "<p>![CDATA[xz</p>"),
        ("<iframe src=\"https://x\"></iframe>", ""),
        ("<noscript><p>n</p></noscript>", ""),
        ("<template><p>t</p></template>", ""),
        ("<title>t</title><p>x</p>", "<p>x</p>"),
        ("<textarea><script>alert(1)</script></textarea>", ""),
        ("<select><option>o</option></select>after", "<p>after</p>"),
        ("<form action=x><input value=y><button>b</button></form>text", "<p>text</p>"),
        // Entities are decoded once and text re-escaped
        ("&lt;script&gt;", "<p>&lt;script&gt;</p>"),
        ("&amp;lt;b&amp;gt;", "<p>&amp;lt;b&amp;gt;</p>"),
        ("<p>a &amp; b &lt; c &gt; d \"e\" 'f'</p>", "<p>a &amp; b &lt; c &gt; d \"e\" 'f'</p>"),
        ("<p>Caf&eacute; &mdash; 東京</p>", "<p>Café — 東京</p>"),
        ("<meta charset=\"iso-8859-1\"><p>東京 é</p>", "<p>東京 é</p>"),
        ("{{x}} data-text=\"title\"", "<p>{{x}} data-text=\"title\"</p>"),
        // Allowed structure
        ("<b><i>nested</i></b>", "<p><b><i>nested</i></b></p>"),
        ("<strong>s</strong> <em>e</em>", "<p><strong>s</strong> <em>e</em></p>"),
        ("<b>bold", "<p><b>bold</b></p>"),
        ("</p>stray", "<p>stray</p>"),
        ("a<br/>b<br>c", "<p>a<br>b<br>c</p>"),
        ("<ul><li>a<li>b</ul>", "<ul><li>a</li><li>b</li></ul>"),
        ("<ol><li>one</li><li>two</li></ol>", "<ol><li>one</li><li>two</li></ol>"),
        ("<ul><li>a<ul><li>b</li></ul></li></ul>", "<ul><li>a<ul><li>b</li></ul></li></ul>"),
        ("<ul>text<li>a</li></ul>", "<ul><li>text</li><li>a</li></ul>"),
        ("<ul><li></li><li> </li></ul>", ""),
        ("<li>stray</li>", "<p>stray</p>"),
        ("<blockquote>q</blockquote>", "<blockquote>q</blockquote>"),
        ("<blockquote>\n<p>q</p>\n</blockquote>", "<blockquote>q</blockquote>"),
        ("<blockquote><p>a</p><p>b</p></blockquote>", "<blockquote><p>a</p><p>b</p></blockquote>"),
        ("<p>a<ul><li>b</li></ul>c</p>", "<p>a</p><ul><li>b</li></ul><p>c</p>"),
        // Unwrapped elements; block-like ones separate paragraphs, cells are separated by a space
        ("<div>a</div><div>b</div>", "<p>a</p><p>b</p>"),
        ("<div><p>one</p><p>two</p></div>", "<p>one</p><p>two</p>"),
        ("<div>line1<br>line2</div>", "<p>line1<br>line2</p>"),
        ("<h1>Title</h1>", "<p>Title</p>"),
        ("<h2>Title</h2><p>Body</p>", "<p>Title</p><p>Body</p>"),
        ("<table><tr><td>x</td><td>y</td></tr><tr><td>z</td></tr></table>", "<p>x y</p><p>z</p>"),
        ("<table><tr><td>a</td><td>b</td></tr></table>after", "<p>a b</p><p>after</p>"),
        ("x<b><div>a</div></b>y", "<p>x <b>a</b> y</p>"),
        ("<span>a</span><span>b</span>", "<p>ab</p>"),
        ("<font color=red>red</font> <u>under</u><sup>2</sup>", "<p>red under2</p>"),
        ("<pre>  code\n  more</pre>", "<p>code\n  more</p>"),
        // Whitespace, empty content, paragraphs
        ("", ""),
        ("  \n\t ", ""),
        ("<br><br>", ""),
        ("<b> </b>", ""),
        ("<p>&nbsp;</p><p>x</p>", "<p>x</p>"),
        ("a<b> </b>b", "<p>a b</p>"),
        ("<p>x<br></p>", "<p>x<br></p>"),
        ("<p>  lead and trail  </p>", "<p>lead and trail</p>"),
        ("Tom &amp; Jerry", "<p>Tom &amp; Jerry</p>"),
        ("First paragraph.\n\nSecond paragraph\nwith a line.", "<p>First paragraph.</p><p>Second paragraph\nwith a line.</p>"),
        ("a\r\n\r\nb", "<p>a</p><p>b</p>"),
        ("<p>a</p>\n\n<p>b</p>", "<p>a</p><p>b</p>"),
        ("<p>a</p>text after", "<p>a</p><p>text after</p>"),
        ("ab\u{0}cd", "<p>abcd</p>"),
        // A blank line before a combining mark: the cut falls inside a Character, not inside a scalar.
        ("a\n\n\u{301}b", "<p>a</p><p>\u{301}b</p>"),
        ("Caf\u{E9} \r\r\u{1F3AC} \u{301}", "<p>Caf\u{E9}</p><p>\u{1F3AC} \u{301}</p>"),
    ]

    @Test(arguments: cases)
    func sanitize(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected, "\(input.debugDescription)")
    }

    /// The output is made only of allowlisted elements and attributes, and sanitising it again
    /// changes nothing.
    @Test(arguments: cases.map(\.input))
    func outputIsAllowlistedAndStable(input: String) throws {
        let output = HTMLSanitizer.sanitize(input)
        #expect(HTMLSanitizer.sanitize(output.html) == output, "\(input.debugDescription)")
        guard !output.html.isEmpty else { return }
        let (parsed, _) = TemplateParser.parse(Array(output.html.utf8), path: "output")
        let nodes = try #require(parsed).nodes
        #expect(Self.problems(in: nodes).isEmpty, "\(input.debugDescription): \(Self.problems(in: nodes))")
    }

    private static let allowed: Set<String> = ["p", "br", "b", "strong", "i", "em", "ul", "ol", "li", "blockquote", "a"]

    private static func problems(in nodes: [TemplateNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .text: return []
            case .raw(let raw): return ["raw content \(raw)"]
            case .element(let element):
                var found: [String] = []
                // libxml2 adds html and body around a fragment.
                if !allowed.contains(element.name) && element.name != "html" && element.name != "body" {
                    found.append("element \(element.name)")
                }
                let names = element.attributes.map(\.name)
                if element.name == "a" {
                    if names != ["href", "rel"] { found.append("a attributes \(names)") }
                    if element.attribute("rel") != "nofollow noopener" { found.append("rel") }
                    let href = element.attribute("href") ?? ""
                    if HTMLSanitizer.acceptedHref(href) != href { found.append("href \(href)") }
                } else if !names.isEmpty {
                    found.append("\(element.name) attributes \(names)")
                }
                return found + problems(in: element.children)
            }
        }
    }

    @Test(arguments: [
        ("<p>Caf&eacute; &amp;lt;b&amp;gt; &lt;i&gt;</p>", "Café &lt;b&gt; <i>"),
        ("<script>alert(1)</script><style>x{}</style>hi <b>there</b>", "hi there"),
        ("a<br>b<br/>c", "a\nb\nc"),
        ("<p>one</p><p>two</p>", "one\n\ntwo"),
        ("<div>a</div><div>b</div>", "a\n\nb"),
        ("<ul><li>a<li>b</ul>after", "a\nb\n\nafter"),
        ("<table><tr><td>x</td><td>y</td></tr></table>", "x y"),
        ("<a href=\"https://x.example/\">link</a> and <a href=\"javascript:x\">bad</a>", "link and bad"),
        ("<p>x<br></p>", "x"),
        ("First.\n\nSecond\nline.", "First.\n\nSecond\nline."),
        ("<blockquote><p>a</p><p>b</p></blockquote>", "a\nb"),
        ("<!-- c --><svg><text>s</text></svg>", ""),
        ("", ""),
    ])
    func plainText(input: String, expected: String) {
        #expect(HTMLSanitizer.plainText(input) == expected, "\(input.debugDescription)")
    }

    @Test func emptyResultIsTheEmptyFragment() {
        #expect(HTMLSanitizer.sanitize("") == .empty)
        #expect(HTMLSanitizer.sanitize("<script>x</script><!-- c --><br>") == .empty)
    }

    @Test func absoluteHTTPLinksOnly() {
        #expect(HTMLSanitizer.acceptedHref("https://x.example/") == "https://x.example/")
        #expect(HTMLSanitizer.acceptedHref("HTTP://x.example") == "HTTP://x.example")
        #expect(HTMLSanitizer.acceptedHref("\u{1}https://x.example/\n") == "https://x.example/")
        #expect(HTMLSanitizer.acceptedHref("ht\ttp://x.example/") == "http://x.example/")
        for refused in [
            "//x.example/", "/a", "a.html", "#top", "mailto:a@b", "ftp://x.example/",
            "https:x.example", "https:///x", "https://", "javascript://x.example/%0Aalert(1)",
        ] {
            #expect(HTMLSanitizer.acceptedHref(refused) == nil, "\(refused.debugDescription)")
        }
    }

    @Test func deepNestingDoesNotCrash() {
        // libxml2 stops at its depth limit; nothing unsafe comes out.
        #expect(HTMLSanitizer.sanitize(String(repeating: "<div>", count: 100_000) + "deep").html == "")
        #expect(HTMLSanitizer.sanitize(String(repeating: "<b>", count: 5_000) + "deep").html == "")
        let long = String(repeating: "<p>x</p>", count: 20_000)
        #expect(HTMLSanitizer.sanitize(long).html == long)
    }

    @Test func sameResultFromManyTasks() async {
        let inputs = Self.cases.map(\.input)
        let expected = inputs.map { HTMLSanitizer.sanitize($0) }
        let results = await withTaskGroup(of: (Int, SafeHTML).self) { group in
            for _ in 0..<4 {
                for (index, input) in inputs.enumerated() {
                    group.addTask { (index, HTMLSanitizer.sanitize(input)) }
                }
            }
            var results: [(Int, SafeHTML)] = []
            for await result in group { results.append(result) }
            return results
        }
        for (index, html) in results {
            #expect(html == expected[index])
        }
    }
}
