import CLibXML2

/// One libxml2 XML parser context, owned and freed here, that collects every parser error.
///
/// Errors are captured as `HTMLParserContext` captures them, with the per-thread structured-error handler,
/// so none is printed and parsers on other threads keep their own.
final class XMLParserContext {
    /// Collects errors from the C callback, which gets it as its context pointer.
    private final class Collector {
        var errors: [HTMLParserContext.ParserError] = []
    }

    private let ctxt: xmlParserCtxtPtr
    private let collector = Collector()

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
        collector.errors = []
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(collector).toOpaque()) { userData, error in
            guard let error, let userData else { return }
            let collector = Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue()
            let e = error.pointee
            var message = e.message.map { String(cString: $0) } ?? "parse error"
            while message.last?.isWhitespace == true { message.removeLast() }
            collector.errors.append(.init(code: Int(e.code), line: Int(e.line), column: Int(e.int2), message: message))
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        // No network, no entity substitution, no DTD loading: a file under check is not trusted. Recovering
        // keeps what parsed of a broken file, so that its links are still checked; its errors are reported all the same.
        let options = Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue)
        let doc = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCtxtReadMemory(ctxt, chars.baseAddress, Int32(chars.count), url, nil, options)
            }
        }
        return (doc.map(XMLParsedDocument.init(taking:)), collector.errors)
    }
}
