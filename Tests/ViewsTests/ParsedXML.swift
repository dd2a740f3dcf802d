import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document read back with Foundation's strict parser (libxml2 underneath): a writer's output
/// parses only if it is well-formed.
struct ParsedXML: Equatable {
    var name: String
    var attributes: [String: String] = [:]
    var children: [ParsedXML] = []
    /// The element's own text as parsed (for an element with children, the indentation between them).
    var text = ""

    /// The first child named `name`.
    func child(_ name: String) -> ParsedXML? { children.first { $0.name == name } }

    /// The document's root element, or the parser's error.
    static func parse(_ bytes: [UInt8]) -> Result<ParsedXML, ParseError> {
        let parser = XMLParser(data: Data(bytes))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return .failure(ParseError(message: parser.parserError.map { "\($0)" } ?? "no root element"))
        }
        return .success(root)
    }

    struct ParseError: Error {
        let message: String
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [ParsedXML] = []
        var root: ParsedXML?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(ParsedXML(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}
