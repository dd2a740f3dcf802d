/// The members of a JSON document a decoder reads, so that `JSONParser.parse(_:keeping:)` can check
/// the rest for syntax without building values for it.
///
/// A cached TMDB response is about 12 KB, most of it cast and crew details and images that no page
/// shows; building a tree for them cost more than decoding the movie. The set applies to objects:
/// a member not named is dropped (its syntax still checked), a named member is kept with its own set.
/// An array takes the set of its position for each element; a scalar is always kept as it is.
public struct JSONFieldSet: Sendable {
    /// nil: keep everything below this point.
    let members: [(key: String, fields: JSONFieldSet)]?

    /// Keep the whole value, whatever it holds.
    public static let all = JSONFieldSet(members: nil)

    private init(members: [(key: String, fields: JSONFieldSet)]?) {
        self.members = members
    }

    /// Keep only these members of an object (each with everything below it, unless given a set).
    public static func only(_ keys: [String], _ nested: [String: JSONFieldSet] = [:]) -> JSONFieldSet {
        let plain = keys.map { (key: $0, fields: nested[$0] ?? .all) }
        let extra = nested.filter { !keys.contains($0.key) }.sorted { $0.key < $1.key }.map { (key: $0.key, fields: $0.value) }
        return JSONFieldSet(members: plain + extra)
    }

    /// The set for the member named `key`, or nil when it is to be dropped.
    func member(_ key: String) -> JSONFieldSet? {
        guard let members else { return .all }
        for member in members where member.key == key { return member.fields }
        return nil
    }
}
