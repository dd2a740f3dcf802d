import Support

/// Where one term's pages are written, from one slug: `people/fritz-lang/index.html`, then
/// `people/fritz-lang/page/2/index.html` and on, what `Router.outputPath(_:)` gives for each page's route.
///
/// A plan carrying a term's pages over finds each in the previous plan by its path, most of them where a hint puts
/// them, and makes sure the page after the last was not there. Made for every page and the one after, the paths were
/// half of the term kind's carry after an add at 50k items (444 M of 900 M instructions, Callgrind): `matches(_:page:)`
/// tells from the bytes, without making the path.
public struct TermOutputPaths: Sendable {
    /// The first page's folder: `people/fritz-lang/`.
    let folder: String

    private static let pageFolder = Array(Router.pageFolder.utf8)
    private static let index = Array(PageAddress.index.utf8)
    private static let pageEnd = Array(("/" + PageAddress.index).utf8)

    /// The output path of page `number`, counted from 1.
    public func path(page number: Int) -> String {
        Router.paged(folder, number) + PageAddress.index
    }

    /// Whether `path` is `path(page: number)`.
    public func matches(_ path: String, page number: Int) -> Bool {
        path.withUTF8Bytes { path in
            folder.withUTF8Bytes { folder in
                var rest = path[...]
                guard Self.consume(folder[...], from: &rest) else { return false }
                guard number > 1 else { return rest.elementsEqual(Self.index) }
                // Then `page/`, the number's digits and `/index.html`, and nothing more.
                guard Self.consume(Self.pageFolder[...], from: &rest), rest.count > Self.pageEnd.count,
                    rest.suffix(Self.pageEnd.count).elementsEqual(Self.pageEnd)
                else { return false }
                return path.startOfDecimal(number, endingAt: rest.endIndex - Self.pageEnd.count) == rest.startIndex
            }
        }
    }

    /// Whether `rest` starts with `prefix`, which is then dropped from it.
    private static func consume<Prefix: Collection<UInt8>>(_ prefix: Prefix, from rest: inout Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard rest.count >= prefix.count, rest.prefix(prefix.count).elementsEqual(prefix) else { return false }
        rest = rest.dropFirst(prefix.count)
        return true
    }
}
