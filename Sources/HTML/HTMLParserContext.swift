import CLibXML2

/// One libxml2 HTML parser context, owned and freed here, that collects every parser error.
///
/// Errors are captured with a structured-error handler so none is printed to stderr.
final class HTMLParserContext {
    /// A parser error, as libxml2 reports it.
    struct ParserError {
        var code: Int
        var line: Int
        var column: Int
        var message: String

        /// True for complaints that are not problems in HTML5: "Tag main invalid" (HTML5 elements
        /// unknown to libxml2's HTML4 parser), and "Element script embeds close tag" (`</div>` inside a
        /// script string is fine in HTML5, and with HTML_PARSE_RECOVER libxml2 keeps the script intact).
        var isHTML5Noise: Bool {
            code == Int(XML_HTML_UNKNOWN_TAG.rawValue) || message.hasSuffix("embeds close tag")
        }
    }

    private let ctxt: htmlParserCtxtPtr
    private let collector = ParserErrorCollector()

    init?() {
        // Before the context: making one creates a dictionary, which uses libxml2's global lock and random seed.
        _ = LibXML2.ready
        guard let ctxt = htmlNewParserCtxt() else { return nil }
        self.ctxt = ctxt
    }

    deinit {
        htmlFreeParserCtxt(ctxt)
    }

    /// Parses UTF-8 bytes. Returns the document (nil if libxml2 gave up) and the errors.
    func parse(_ bytes: [UInt8], url: String) -> (HTMLDocument?, [ParserError]) {
        // Line numbers on nodes are what diagnostics point at.
        ctxt.pointee.linenumbers = 1
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue
                | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_NOWARNING.rawValue)
        let doc = collector.collecting {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    htmlCtxtReadMemory(ctxt, chars.baseAddress, Int32(chars.count), url, "UTF-8", options)
                }
            }
        }
        return (doc.map(HTMLDocument.init(taking:)), collector.errors)
    }
}
