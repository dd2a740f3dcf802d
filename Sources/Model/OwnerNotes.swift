/// What the owner wrote about an item in `content/<kind>/<id>.md`: front matter and a Markdown body.
public struct OwnerNotes: Sendable, Equatable {
    /// 0–5.
    public var rating: Int?
    public var tags: [String]
    /// A draft item is left out of the site.
    public var draft: Bool
    /// Dates by front-matter key (`watched`, `purchased`, `read`).
    public var dates: [String: PartialDate]
    /// CommonMark source, front matter removed.
    public var body: String

    public init(rating: Int? = nil, tags: [String] = [], draft: Bool = false, dates: [String: PartialDate] = [:], body: String = "") {
        self.rating = rating
        self.tags = tags
        self.draft = draft
        self.dates = dates
        self.body = body
    }

    /// What loading needs of notes a store keeps, told without making them (see `DecodedItemStore.restore`).
    public struct Summary: Sendable, Equatable {
        public let isDraft: Bool

        public init(isDraft: Bool) { self.isDraft = isDraft }
    }

    public var summary: Summary { Summary(isDraft: draft) }

    public var watched: PartialDate? { dates["watched"] }
    /// When a book was read.
    public var read: PartialDate? { dates["read"] }
    /// When a book was bought.
    public var purchased: PartialDate? { dates["purchased"] }
}
