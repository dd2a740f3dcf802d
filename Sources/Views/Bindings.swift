public import HTML
public import Presentation

/// The pieces of template context that several page kinds share, each written once: the layout's
/// chrome, cards, pagination, lists of links and the owner's notes. Every `...Schema` here describes exactly the
/// keys the matching context function provides.
public enum Bindings {
    // MARK: Values

    /// `.text(s)`, or `.absent` when `s` is nil.
    static func text(_ s: String?) -> TemplateValue {
        .optionalText(s)
    }

    /// A list value from `items`, one context per item.
    static func list<T>(_ items: some Sequence<T>, _ context: (T) -> TemplateContext) -> TemplateValue {
        .list(items.map(context))
    }

    /// A list of plain strings, each item providing its text under `key`.
    static func strings(_ items: [String], key: String) -> TemplateValue {
        list(items) { TemplateContext([key: .text($0)]) }
    }

    /// Owner's Markdown as sanitised HTML, or `.absent`. The notes sit under the page's `<h2>`,
    /// so their `#` headings start at `<h3>`.
    static func markdown(_ text: MarkdownText?, headingOffset: Int = 2) -> TemplateValue {
        guard let text else { return .absent }
        return .html(Markdown.render(text.source, headingOffset: headingOffset))
    }

    /// HTML from an API (a book description, comic news) reduced to the sanitiser's allowlist, or
    /// `.absent`. Nothing visible left gives an empty value, which `data-if` treats as false.
    static func untrusted(_ html: UntrustedHTML?) -> TemplateValue {
        guard let html else { return .absent }
        return .html(HTMLSanitizer.sanitize(html.source))
    }

    // MARK: Links

    /// `title`, `url`.
    static let linkSchema = TemplateSchema(["title": .text, "url": .text])

    private static let linkKeys = TemplateKeys(["title", "url"])

    /// Room for the keys a series or the navigation add (`commaBefore` and `andBefore`, `current`).
    static func link(_ link: LinkItem) -> TemplateContext {
        TemplateContext(values: TemplateValues(linkKeys, [.text(link.title), .text(link.url)], room: 2))
    }

    /// `title`, `url`, and `current`: "page" for the link to the page being shown, else absent, so that
    /// `data-attr-aria-current="current"` marks exactly that link.
    static let currentLinkSchema = linkSchema.adding(["current": .text])

    static func currentLink(_ item: LinkItem) -> TemplateContext {
        var context = link(item)
        context["current"] = item.isCurrent ? .text("page") : .absent
        return context
    }

    static func links(_ links: [LinkItem]) -> TemplateValue {
        list(links, link)
    }

    /// `title`, `url`, and two flags for writing the list as a phrase ("A", "A and B", "A, B and C")
    /// with the words in the template: `commaBefore` on every item but the first and the last,
    /// `andBefore` on the last of two or more.
    static let seriesLinkSchema = linkSchema.adding(["commaBefore": .flag, "andBefore": .flag])

    static func series(_ links: [LinkItem]) -> TemplateValue {
        .list(
            links.enumerated().map { index, item in
                var context = link(item)
                let isLast = index == links.count - 1
                context["commaBefore"] = .flag(index > 0 && !isLast)
                context["andBefore"] = .flag(index > 0 && isLast)
                return context
            })
    }

    // MARK: Chrome (the layout)

    /// The labels of the strings table, each bound by its key (`data-text="movie.cast"`): a key with a dot is
    /// a UI string, one without is the page's own value, so the two never clash.
    public static let labelsSchema = TemplateSchema(Dictionary(uniqueKeysWithValues: UILabels.keys.map { ($0, .text) }))

    /// What the layout binds: every page template that uses `layout.html` adds its own keys to this.
    public static let chromeSchema = TemplateSchema([
        "siteTitle": .text,
        "language": .text,
        "documentTitle": .text,
        "homeURL": .text,
        "stylesheetURL": .text,
        "faviconURL": .text,
        "canonicalURL": .text,
        "navigation": .list(currentLinkSchema),
        "searchURL": .text,
        "siteScriptURL": .text,
        // The Atom feeds the head links (`<link rel="alternate">`); empty when the site has none.
        "feeds": .list(linkSchema),
    ]).adding(linkPreviewSchema.keys).adding(labelsSchema.keys)

    /// The layout's values for `chrome`, with the labels as the context's texts (shared, not copied).
    public static func chrome(_ chrome: PageChrome) -> TemplateContext {
        TemplateContext(
            [
                "siteTitle": .text(chrome.siteTitle),
                "language": .text(chrome.language),
                "documentTitle": .text(chrome.documentTitle),
                "homeURL": .text(chrome.homeURL),
                "stylesheetURL": .text(chrome.stylesheetURL),
                "faviconURL": .text(chrome.faviconURL),
                "canonicalURL": text(chrome.canonicalURL),
                "searchURL": .text(chrome.searchURL),
                "siteScriptURL": .text(chrome.siteScriptURL),
                "navigation": list(chrome.navigation, currentLink),
                "feeds": links(chrome.feeds),
            ], texts: chrome.labels.texts, relativeLinks: chrome.relativeLinks
        ).merging(linkPreview(chrome.preview))
    }

    // MARK: Cards (partials/card.html)

    static let cardSchema = TemplateSchema([
        "title": .text,
        "url": .text,
        "year": .text,
        "posterURL": .text,
        "posterSrcset": .text,
        "posterSizes": .text,
        "posterAlt": .text,
        // "lazy" on every card after the first `eagerCards`, absent on those.
        "posterLoading": .text,
        "kind": .text,
        "byline": .text,
    ])

    /// How many cards of a grid load their poster at once, without `loading="lazy"`: the first row of the
    /// widest grid (six columns from 1064px; a phone shows two or three rows of two). These are in view when
    /// the page opens, and one of them is its largest picture; a lazy image waits for layout before it is
    /// fetched. The rest load as they come near the screen.
    static let eagerCards = 6

    /// Every key is set, absent ones as `.absent`, so a card never falls through to a page-level key
    /// of the same name.
    private static let cardKeys = TemplateKeys([
        "title", "url", "year", "posterURL", "posterSrcset", "posterSizes", "posterAlt", "kind", "byline",
    ])

    /// Room for `posterLoading`, which `cards` sets.
    static func card(_ card: CardItem) -> TemplateContext {
        let values: [TemplateValue] = [
            .text(card.title), .text(card.url), text(card.year), text(card.posterURL), text(card.posterSrcset),
            text(card.posterSizes), .text(card.posterAlt), text(card.kind), text(card.byline),
        ]
        return TemplateContext(values: TemplateValues(cardKeys, values, room: 1))
    }

    static func cards(_ cards: [CardItem]) -> TemplateValue {
        .list(
            // By index, not `enumerated()`: each card was copied out of the array first, its nine strings retained and
            // released, for every card of every page.
            cards.indices.map { index in
                var context = card(cards[index])
                context["posterLoading"] = index < eagerCards ? .absent : .text("lazy")
                return context
            })
    }

    // MARK: Pagination (partials/pagination.html)

    /// `pagination` is a list of zero items (one page only) or one.
    static let paginationSchema = TemplateSchema([
        "previousURL": .text,
        "nextURL": .text,
        "pages": .list(currentLinkSchema.adding(["gap": .flag])),
        "summary": .text,
    ])

    static func pagination(_ pagination: PaginationItem?) -> TemplateValue {
        list(pagination.map { [$0] } ?? []) { item in
            TemplateContext([
                "previousURL": text(item.previousURL),
                "nextURL": text(item.nextURL),
                // A gap is an entry without a link, flagged so the template can show "…".
                "pages": list(item.pages) { page in
                    guard let page else {
                        return TemplateContext(["title": .text("…"), "url": .absent, "current": .absent, "gap": .flag(true)])
                    }
                    var context = currentLink(page)
                    context["gap"] = .flag(false)
                    return context
                },
                "summary": .text(item.summary),
            ])
        }
    }

    // MARK: Owner's notes (partials/owner-notes.html)

    /// The owner's block on movie, book and comic pages: rating, dated events ("Watched …",
    /// "Purchased …", "Read …"), Markdown notes and tags linked to their pages.
    static let ownerNotesSchema = TemplateSchema([
        // True when any of the keys below has something to show.
        "hasOwnerNotes": .flag,
        "ratingStars": .text,
        "ratingText": .text,
        "ownerDates": .list(TemplateSchema(["label": .text, "date": .text])),
        "notes": .html,
        "tags": .list(linkSchema),
    ])

    /// `dates` are label and date pairs, left out when the date is nil, in the order given.
    static func ownerNotes(
        notes: MarkdownText?, ratingStars: String?, ratingText: String?,
        dates: [(label: String, date: String?)], tags: [LinkItem]
    ) -> TemplateContext {
        let known = dates.compactMap { entry in entry.date.map { (label: entry.label, date: $0) } }
        return TemplateContext([
            "hasOwnerNotes": .flag(notes != nil || ratingStars != nil || !known.isEmpty || !tags.isEmpty),
            "ratingStars": text(ratingStars),
            "ratingText": text(ratingText),
            "ownerDates": list(known) { TemplateContext(["label": .text($0.label), "date": .text($0.date)]) },
            "notes": markdown(notes),
            "tags": links(tags),
        ])
    }
}

extension TemplateContext {
    /// This context with every value and text of `other` added (a key in both takes `other`'s).
    func merging(_ other: TemplateContext) -> TemplateContext {
        var merged = values
        merged.merge(other.values)
        return TemplateContext(
            values: merged,
            texts: other.texts.isEmpty ? texts : texts.merging(other.texts) { _, new in new },
            relativeLinks: relativeLinks ?? other.relativeLinks)
    }
}

extension TemplateSchema {
    /// This schema with `keys` added. A key may not be declared twice: a page key named like a
    /// chrome key (`language`, `homeURL` …) would silently replace the layout's value.
    public func adding(_ keys: [String: TemplateValueKind]) -> TemplateSchema {
        TemplateSchema(
            self.keys.merging(keys) { _, _ in
                preconditionFailure("a schema key is declared twice: \(Set(self.keys.keys).intersection(keys.keys).sorted())")
            })
    }

    /// This schema with `keys` whose values the page deliberately replaces (same kind).
    func overriding(_ keys: [String: TemplateValueKind]) -> TemplateSchema {
        TemplateSchema(
            self.keys.merging(keys) { old, new in
                precondition(old == new, "an overriding key must keep its kind")
                return new
            })
    }
}
