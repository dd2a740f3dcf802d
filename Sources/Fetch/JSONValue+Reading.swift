import JSON

extension JSONValue {
    /// The text of a string value.
    var text: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The value of a whole number.
    var integer: Int? {
        if case .integer(let value) = content { return value }
        return nil
    }

    /// The elements of an array.
    var elements: [JSONValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The value of `bytes` as JSON, or nil when they are not JSON.
    static func parsed(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONParser.parse(bytes)
    }
}
