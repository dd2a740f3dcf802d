import CLibXML2

/// One libxml2 XML parser context, owned and freed here, that collects every parser error.
///
/// Errors are captured by a `ParserErrorCollector`, as `HTMLParserContext` captures them.
final class XMLParserContext {
    private let ctxt: xmlParserCtxtPtr
    private let collector = ParserErrorCollector()

    init?() {
        // Before the context: making one creates a dictionary, which uses libxml2's global lock and random seed.
        _ = LibXML2.ready
        guard let ctxt = xmlNewParserCtxt() else { return nil }
        self.ctxt = ctxt
    }

    deinit {
        xmlFreeParserCtxt(ctxt)
    }

    /// Parses the bytes of an XML document. Returns the document (nil when libxml2 gave up) and the errors.
    func parse(_ bytes: [UInt8], url: String) -> (XMLParsedDocument?, [HTMLParserContext.ParserError]) {
        // No network, no entity substitution, no DTD loading: a file under check is not trusted. Recovering
        // keeps what parsed of a broken file, so that its links are still checked; its errors are reported all the same.
        let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue)
        let doc = collector.collecting {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    xmlCtxtReadMemory(ctxt, chars.baseAddress, Int32(chars.count), url, nil, options)
                }
            }
        }
        return (doc.map(XMLParsedDocument.init(taking:)), collector.errors)
    }
}
