import CLibXML2

/// Collects the errors libxml2 reports while one parse runs on this thread, for `HTMLParserContext` and
/// `XMLParserContext` alike, so that none is printed and parsers on other threads keep their own.
///
/// The HTML parser's SAX handler is not marked SAX2, so libxml2 ignores a per-context `serror`; the
/// structured handler is per-thread state instead, set only for the parse and cleared afterwards.
final class ParserErrorCollector {
    private(set) var errors: [HTMLParserContext.ParserError] = []

    /// Runs `parse` with this collector receiving libxml2's errors, starting from none.
    func collecting<T>(_ parse: () -> T) -> T {
        errors = []
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { userData, error in
            guard let error, let userData else { return }
            let collector = Unmanaged<ParserErrorCollector>.fromOpaque(userData).takeUnretainedValue()
            let e = error.pointee
            var message = e.message.map { String(cString: $0) } ?? "parse error"
            while message.last?.isWhitespace == true { message.removeLast() }
            collector.errors.append(.init(code: Int(e.code), line: Int(e.line), column: Int(e.int2), message: message))
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return parse()
    }
}
