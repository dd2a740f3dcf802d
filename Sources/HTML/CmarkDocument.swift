import CCmark
import Foundation

/// Owns one libcmark document tree and frees it when released.
final class CmarkDocument {
    private let root: OpaquePointer

    /// Parses CommonMark; nil only if libcmark fails to allocate.
    init?(markdown: String, options: Int32) {
        var source = markdown
        let node = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
        guard let node else { return nil }
        root = node
    }

    deinit {
        cmark_node_free(root)
    }

    /// Pushes heading levels down by `offset` (at most `<h6>`), so notes shown under a page's own
    /// `<h2>` keep the outline in order.
    func shiftHeadings(by offset: Int) {
        guard offset > 0 else { return }
        for node in nodes(ofType: CMARK_NODE_HEADING) {
            cmark_node_set_heading_level(node, Int32(min(6, Int(cmark_node_get_heading_level(node)) + offset)))
        }
    }

    /// Replaces links and images whose URL the site would not accept by their content, instead of
    /// letting libcmark write an empty `href`.
    func unwrapDisallowedLinks() {
        for node in nodes(ofType: CMARK_NODE_LINK) + nodes(ofType: CMARK_NODE_IMAGE) {
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            guard !URLPolicy.isAllowed(url) else { continue }
            while let child = cmark_node_first_child(node) {
                cmark_node_insert_before(node, child)
            }
            cmark_node_free(node) // also unlinks it from the tree
        }
    }

    /// Every node of `type`, collected first because the tree must not change while iterating.
    private func nodes(ofType type: cmark_node_type) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [OpaquePointer] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == type {
                found.append(node)
            }
        }
        return found
    }

    /// The document as HTML. The C string libcmark returns is copied and freed at once.
    func renderHTML(options: Int32) -> String {
        guard let output = cmark_render_html(root, options) else { return "" }
        defer { free(output) }
        return String(cString: output)
    }
}
