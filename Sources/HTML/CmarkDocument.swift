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

    /// The document as HTML. The C string libcmark returns is copied and freed at once.
    func renderHTML(options: Int32) -> String {
        guard let output = cmark_render_html(root, options) else { return "" }
        defer { free(output) }
        return String(cString: output)
    }
}
