/// Where each person's page goes: the address segment of a name under `/people/`. Two people are two
/// names, so names that make the same slug ("Björk", "Bjork"; "Anna Karina", "Anna-Karina") are two
/// pages, which must not land on one path. The `Router` asks this for every person's segment.
///
/// The rule is deterministic and depends on nothing but the names: of the names sharing a slug, the
/// smallest in code-point order keeps the plain slug, and the others, in that order, get the slug with
/// `-2`, `-3`, … added, skipping any segment another person's plain slug already is (a "Bjork 2").
/// A person's address changes only when a name that sorts before theirs arrives with the same slug.
public struct PersonAddresses: Sendable {
    /// Segments that are not the plain slug, by name: empty in almost every catalog, so a lookup is
    /// usually no more than the slug itself.
    private let disambiguated: [String: String]

    /// Every person at their plain slug.
    public init() {
        disambiguated = [:]
    }

    /// - Parameters:
    ///   - sharing: each slug that more than one name makes, with those names.
    ///   - isTaken: whether a segment is some person's plain slug.
    init(sharing: [String: [String]], isTaken: (String) -> Bool) {
        var disambiguated: [String: String] = [:]
        var assigned = Set<String>()
        // Slugs in order, so that which of two colliding candidates gets a number does not depend on hashing.
        for slug in sharing.keys.sorted() {
            var number = 2
            for name in (sharing[slug] ?? []).sorted().dropFirst() {
                var segment = "\(slug)-\(number)"
                while isTaken(segment) || assigned.contains(segment) {
                    number += 1
                    segment = "\(slug)-\(number)"
                }
                assigned.insert(segment)
                disambiguated[name] = segment
                number += 1
            }
        }
        self.disambiguated = disambiguated
    }

    /// The people as a build before placed them: `segments`, by name, for those not at their plain slug.
    init(segments: [String: String]) {
        disambiguated = segments
    }

    /// The people not at their plain slug, with their segment: what `init(segments:)` takes back.
    var segments: [String: String] { disambiguated }

    /// True when every person is at their plain slug.
    public var areAllPlain: Bool { disambiguated.isEmpty }

    /// The segment of the person `name`: `fritz-lang`, or `bjork-2` for the second of two names with that slug.
    public func segment(for name: String) -> String {
        disambiguated.isEmpty ? Taxonomy.people.key(for: name) : disambiguated[name] ?? Taxonomy.people.key(for: name)
    }
}
