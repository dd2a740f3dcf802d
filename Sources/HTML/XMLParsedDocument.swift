import CLibXML2

/// Owns one document from libxml2's XML parser and frees it when released.
final class XMLParsedDocument {
    private let doc: xmlDocPtr

    init(taking doc: xmlDocPtr) {
        self.doc = doc
    }

    deinit {
        xmlFreeDoc(doc)
    }

    /// Every element with what `selection` keeps of it, in document order.
    func outline(_ selection: MarkupOutline.Selection) -> [MarkupOutline.Element] {
        OutlineWalker.elements(below: doc.pointee.children, selection)
    }
}
