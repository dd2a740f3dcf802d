import Model
import Presentation
import Views

/// Every page of every term's card list (a genre, a person, an author, a year, a tag...).
struct TermPages: CarryingPageKind {
    struct Page: Sendable {
        let term: Term
        let number: Int
    }

    let name = "term"
    var views: [any TemplateView.Type] { [CardListView.self] }

    /// In one array, appended to in place: an array a term, then joined, took 0.014 s of a 50k edit, for 64,000
    /// people; one array takes 0.005 s.
    func pages(in context: PresentationContext) -> [Page] {
        let model = TermPresentationModel(context: context)
        var pages: [Page] = []
        for taxonomy in Taxonomy.allCases {
            for term in context.taxonomies.terms(taxonomy) {
                for number in 1...model.pageCount(term: term) { pages.append(Page(term: term, number: number)) }
            }
        }
        return pages
    }

    /// Found by counting each term's pages, without making the others: with every term's pages made for the few that
    /// show an edited movie, declaring those again took a 50k edit 48 M instructions rather than 10 M, and 14 MB more
    /// memory (Callgrind, `perf`).
    func pages(at offsets: [Int], in context: PresentationContext) -> (pages: [Page], count: Int) {
        let model = TermPresentationModel(context: context)
        var (pages, next, count) = ([Page](), offsets.startIndex, 0)
        for taxonomy in Taxonomy.allCases {
            let terms = context.taxonomies.terms(taxonomy)
            for index in terms.indices {
                let pageCount = model.pageCount(term: terms[index])
                while next < offsets.endIndex, offsets[next] < count + pageCount {
                    pages.append(Page(term: terms[index], number: offsets[next] - count + 1))
                    next += 1
                }
                count += pageCount
            }
        }
        return (pages, count)
    }

    func route(of page: Page) -> Route { .term(page.term.taxonomy, name: page.term.name, page: page.number) }

    func shown(
        _ page: Page, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> TermPresentationModel.Shown {
        TermPresentationModel(context: context).shown(term: page.term, page: page.number, at: address, reads: &reads)
    }

    func render(_ shown: TermPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(CardListView.self) else { return nil }
        TermPresentationModel(context: context).present(shown, to: view)
        return view.output
    }

    /// A term's pages show its name, its count and its entries. After a structural change they are carried over when
    /// the term has the same entries in the same order, none of them changed, at the same addresses, and no more pages
    /// than before; a person's also need the address the person had, which another person may have had instead.
    func carried(_ pages: [Page], in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?] {
        var carried = [PlannedPage?](repeating: nil, count: pages.count)
        // Read once: each read of the orderings copies them whole.
        let orderings = context.orderings
        let segments = (previous: previous.previousPersonSegments, current: orderings.personSegments)
        var cursor = Cursor(
            hint: previous.previous.startIndex, ordinals: [UInt32](repeating: Cursor.unknown, count: orderings.newestFirst.count))
        var start = 0
        // A term's pages come together, numbered from 1.
        while start < pages.count {
            var end = start + 1
            while end < pages.count, pages[end].number != 1 { end += 1 }
            let term = carriedTerm(
                pages[start..<end], router: context.router, personSegments: segments, from: previous, &cursor)
            for (offset, page) in (term ?? []).enumerated() { carried[start + offset] = page }
            start = end
        }
        return carried
    }

    /// Where `carried` is among the previous pages, and what it found of the entries so far. The terms' pages are
    /// where they were in the previous plan but for the few that came or went, so each is looked for first after
    /// the one before; and an entry is in several terms (a movie's people, genres, year, tags), so its place among
    /// the items is found once. Looked up by path and by id every time, the 64,000 people of a 50k catalog took
    /// their kind's carry 0.34 s of one core after an add.
    private struct Cursor {
        static let unknown = UInt32.max
        /// Where the next term's first page is likely to be in the previous plan.
        var hint: Int
        /// By place in the newest-first order, the entry's place among the items; `unknown` until found.
        var ordinals: [UInt32]

        /// The place among the items of the term's entry at `index`; nil when it has none.
        mutating func ordinal(of entries: TermEntries, at index: Int, _ previous: StructuralCarry) -> UInt32? {
            let position = Int(entries.positions[entries.positions.startIndex + index])
            if ordinals[position] == Self.unknown { ordinals[position] = previous.ordinal(of: entries[index]) ?? Self.unknown - 1 }
            return ordinals[position] == Self.unknown - 1 ? nil : ordinals[position]
        }
    }

    private func carriedTerm(
        _ pages: ArraySlice<Page>, router: Router, personSegments: (previous: [String: String]?, current: [String: String]),
        from previous: StructuralCarry, _ cursor: inout Cursor
    ) -> [PlannedPage]? {
        guard let term = pages.first?.term else { return nil }
        if term.taxonomy == .people {
            guard let segments = personSegments.previous, segments[term.name] == personSegments.current[term.name] else { return nil }
        }
        let paths = router.termOutputPaths(term.taxonomy, name: term.name)
        var entry = 0
        var carried: [PlannedPage] = []
        carried.reserveCapacity(pages.count)
        for number in 1...pages.count {
            guard let place = previous.place(ofPage: number, in: paths, hint: cursor.hint),
                let sources = previous.unchanged(previous.previous[place].sources)
            else { return nil }
            cursor.hint = place + 1
            for ordinal in sources {
                guard entry < term.entries.count, cursor.ordinal(of: term.entries, at: entry, previous) == ordinal else { return nil }
                entry += 1
            }
            carried.append(previous.carry(previous.previous[place], sources: sources))
        }
        // The page after the term's last, which the previous plan must not have had: a term's pages are planned together,
        // so it would be the one after the last found. Looked for by path among all the previous pages, a 50k add made
        // and hashed every term's path a second time (78 M instructions).
        let hadPageAfter =
            previous.previous.indices.contains(cursor.hint)
            && paths.matches(previous.previous[cursor.hint].path, page: pages.count + 1)
        return entry == term.entries.count && !hadPageAfter ? carried : nil
    }
}
