internal import TOMLKit

extension TOMLValue {
    /// The value as a message quotes it: `12.5`, `"12"`, `true`; arrays and tables by their kind.
    var phrase: String {
        switch type {
        case .array: "an array"
        case .table: "a table"
        case .double: "the decimal number \(debugDescription)"
        default: debugDescription
        }
    }
}
