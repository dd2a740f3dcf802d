/// A JSON-LD value: the schema.org structured data of a page (a `Movie`, a `Book`, a `BreadcrumbList`),
/// built from entities here in Presentation and written as JSON text by `jsonText`.
///
/// A tree of plain values rather than a dictionary: objects keep their members in the order they were
/// built, so the same input always gives the same bytes, and a test can read the text back with any
/// JSON parser.
public indirect enum LinkedData: Sendable, Equatable {
    case string(String)
    case int(Int)
    case array([LinkedData])
    case object([Member])

    /// One member of an object.
    public struct Member: Sendable, Equatable {
        public let key: String
        public let value: LinkedData

        public init(_ key: String, _ value: LinkedData) {
            self.key = key
            self.value = value
        }
    }

    /// A schema.org node of `type` (`"Movie"`) with `members` in the order given, leaving out each whose
    /// value is nil, an empty string or an empty array: an unknown field is omitted, never written empty.
    public static func node(_ type: String, _ members: [(String, LinkedData?)]) -> LinkedData {
        .object(
            [Member("@type", .string(type))]
                + members.compactMap { key, value in
                    guard let value, !value.isEmpty else { return nil }
                    return Member(key, value)
                })
    }

    /// `.string(s)`, or nil when `s` is nil.
    public static func text(_ s: String?) -> LinkedData? {
        s.map(LinkedData.string)
    }

    private var isEmpty: Bool {
        switch self {
        case .string(let s): return s.isEmpty
        case .array(let items): return items.isEmpty
        case .int, .object: return false
        }
    }
}
