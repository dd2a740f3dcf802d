extension UnsafeBufferPointer<UInt8> {
    /// Where `String(number)` starts in these bytes when it ends at `end`; nil when the bytes before `end` are not its
    /// digits. Compared digit by digit from the end, so that no string is made for the number (see `String.isDecimal`).
    public func startOfDecimal(_ number: Int, endingAt end: Int) -> Int? {
        var (rest, start) = (number.magnitude, end)
        repeat {
            guard start > 0, self[start - 1] == UInt8(ascii: "0") + UInt8(rest % 10) else { return nil }
            (rest, start) = (rest / 10, start - 1)
        } while rest > 0
        guard number < 0 else { return start }
        guard start > 0, self[start - 1] == UInt8(ascii: "-") else { return nil }
        return start - 1
    }
}
