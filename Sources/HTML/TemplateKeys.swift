/// Binding keys hashed once, for a context a view makes again and again with the same keys: a card, a link. Given as
/// names, a card's nine keys were hashed, and each looked for among those before it, for every card of every page:
/// making contexts was 117 M instructions of a 50k add, the keys' hashes 41 M of them (Callgrind, 2026-12-07).
public struct TemplateKeys: Sendable {
    let keys: [TemplateKey]

    /// The keys `names`, each given once.
    public init(_ names: [String]) {
        precondition(Set(names).count == names.count, "a key given twice")
        keys = names.map(TemplateKey.init)
    }

    /// How many keys there are.
    public var count: Int { keys.count }
}
