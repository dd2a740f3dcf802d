public import Presentation
import Support

/// A part of the random page's list: a JSON array of addresses, written compactly, each escaped as every JSON string
/// sitegen writes is (`JSONString`: nothing in a value could end a script element if the list were ever inlined).
public final class RandomListView: RandomListInput {
    /// The JSON after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init() {}

    public func display(_ urls: [String]) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(urls.count * 48)
        for (index, url) in urls.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONString.append(url, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        output = bytes
    }
}
