/// A JSON-LD value: the schema.org structured data of a page (a `Movie`, a `Book`, a `BreadcrumbList`),
/// built from entities here in Presentation and written as JSON text by `jsonText`.
///
/// A tree of plain values rather than a dictionary: objects keep their members in the order they were
/// built, so the same input always gives the same bytes, and a test can read the text back with any
/// JSON parser. Not `indirect`: its arrays already hold the values they nest, and an indirect enum boxes every
/// value, a string or a number too (an allocation each, a few dozen a page).
public enum LinkedData: Sendable, Equatable {
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
        // One array of the size needed: the type's member and the others concatenated made two more.
        var kept: [Member] = []
        kept.reserveCapacity(members.count + 1)
        kept.append(Member("@type", .string(type)))
        for (key, value) in members {
            if let value, !value.isEmpty { kept.append(Member(key, value)) }
        }
        return .object(kept)
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
