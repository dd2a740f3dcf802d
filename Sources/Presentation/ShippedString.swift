/// How the tables compiled into sitegen write a string: a text (a string literal), or the forms of a
/// count phrase.
enum ShippedString: ExpressibleByStringLiteral, Sendable {
    case text(String)
    case forms(one: String, other: String)

    init(stringLiteral value: String) {
        self = .text(value)
    }
}
