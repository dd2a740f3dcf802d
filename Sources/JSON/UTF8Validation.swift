/// UTF-8 well-formedness as the Unicode Standard defines it (table 3-7), the rule `String(validating:)`
/// applies, without making a `String`: for text the parser checks and then drops.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                i + k < n && range.contains(bytes[i + k])
            }
            switch b0 {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                i += 2
            case 0xE0:
                guard continuation(1, 0xA0...0xBF), continuation(2) else { return false }
                i += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return false }
                i += 3
            case 0xED:
                guard continuation(1, 0x80...0x9F), continuation(2) else { return false }
                i += 3
            case 0xF0:
                guard continuation(1, 0x90...0xBF), continuation(2), continuation(3) else { return false }
                i += 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return false }
                i += 4
            case 0xF4:
                guard continuation(1, 0x80...0x8F), continuation(2), continuation(3) else { return false }
                i += 4
            default:
                return false
            }
        }
        return true
    }
}
