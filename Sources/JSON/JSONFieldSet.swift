/// The members of a JSON document a decoder reads, so that `JSONParser.parse(_:keeping:)` can check
/// the rest for syntax without building values for it.
///
/// A cached TMDB response is about 12 KB, most of it cast and crew details and images that no page
/// shows; building a tree for them cost more than decoding the movie. The set applies to objects:
/// a member not named is dropped (its syntax still checked), a named member is kept with its own set.
/// An array takes the set of its position for each element; a scalar is always kept as it is.
public struct JSONFieldSet: Sendable {
    /// nil: keep everything below this point.
    let members: [Member]?

    struct Member: Sendable {
        let key: String
        /// `key` as UTF-8, to compare with a name in the input without making a `String` of it.
        let utf8: [UInt8]
        let fields: JSONFieldSet
    }

    /// Keep the whole value, whatever it holds.
    public static let all = JSONFieldSet(members: nil)

    private init(members: [Member]?) {
        self.members = members
    }

    /// Keep only these members of an object (each with everything below it, unless given a set).
    public static func only(_ keys: [String], _ nested: [String: JSONFieldSet] = [:]) -> JSONFieldSet {
        let plain = keys.map { (key: $0, fields: nested[$0] ?? .all) }
        let extra = nested.filter { !keys.contains($0.key) }.sorted { $0.key < $1.key }.map { (key: $0.key, fields: $0.value) }
        return JSONFieldSet(members: (plain + extra).map { Member(key: $0.key, utf8: Array($0.key.utf8), fields: $0.fields) })
    }

    /// The set for the member named `key`, or nil when it is to be dropped.
    func member(_ key: String) -> JSONFieldSet? {
        guard let members else { return .all }
        for member in members where member.key == key { return member.fields }
        return nil
    }

    /// `member(_:)` for a name given as (valid) UTF-8 bytes.
    func member(utf8 name: UnsafeBufferPointer<UInt8>) -> JSONFieldSet? {
        guard let members else { return .all }
        for member in members where member.utf8.count == name.count {
            if member.utf8.withUnsafeBufferPointer({ $0.elementsEqual(name) }) { return member.fields }
        }
        return nil
    }
}
