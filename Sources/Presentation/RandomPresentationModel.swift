import Model
import Support

/// The random item page (`/random/`): a few lines of script pick an item's address from a list the build
/// writes, and go there. The list is written in parts of `partSize` addresses, named after their bytes, so a
/// visitor fetches one part (about 35 kB), not the whole catalog's; without JavaScript the page links an item
/// picked when the site was built, the same for the same catalog.
public struct RandomPresentationModel: Sendable {
    public static let partSize = 1000

    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Whether the site has a random page: when it has an item to go to.
    public var hasPage: Bool { context.hasItems }

    /// Every item in a fixed order: movies, books and comics, each by id.
    public func entries() -> [CatalogEntry] {
        context.allEntries
    }

    /// The address of each of `entries` in parts of `partSize`, relative to the random page when the site
    /// writes relative links (the script goes to them from there).
    public func parts(_ entries: [CatalogEntry]) -> [[String]] {
        let router = context.router
        let links = context.relativeLinks(at: router.address(.random))
        let urls = entries.concurrentMap { entry -> String in
            let url = router.url(entry.route)
            return links?.link(url) ?? url
        }
        return stride(from: 0, to: urls.count, by: Self.partSize).map { Array(urls[$0..<min($0 + Self.partSize, urls.count)]) }
    }

    /// Writes a part's addresses to `input`.
    public func present(part: [String], to input: any RandomListInput) {
        input.display(part)
    }

    /// Which of `count` items the page links without script: a number made from the parts' names, which are
    /// made from every address, so the same catalog always gives the same item.
    public static func fallbackIndex(count: Int, partNames: [String]) -> Int {
        guard count > 0 else { return 0 }
        var hash = ContentHash()
        for name in partNames { hash.update(name) }
        let number = hash.hex.prefix(15).reduce(0) { $0 * 16 + ($1.hexDigitValue ?? 0) }
        return number % count
    }

    /// What the page shows: the list's parts by name, how many items they hold, and the card of the item
    /// without script.
    public struct Shown: Sendable {
        public let address: PageAddress
        let partNames: [String]
        let count: Int
        let fallback: CardItem
    }

    /// Declares the page at `address` over the parts named `partNames`. Of the item without script it notes
    /// what its card shows, not its files: an edit of its overview or notes leaves the page alone.
    public func shown(
        partNames: [String], count: Int, fallback: CatalogEntry, at address: PageAddress, reads: inout some PageReads
    ) -> Shown {
        reads.note(list: [count, Self.partSize, partNames.count])
        for name in partNames { reads.note(name) }
        let card = EntryFormatter(context: context).card(fallback)
        reads.note(card)
        reads.noteSource(fallback)
        return Shown(address: address, partNames: partNames, count: count, fallback: card)
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any RandomInput) {
        let router = context.router
        let description = context.strings.format(.randomDescription, ["site": context.config.title])
        input.display(
            RandomItem(
                chrome: context.chrome(
                    title: context.strings[.randomTitle], at: shown.address,
                    preview: PagePreview(description: PreviewText(nil, fallback: description))),
                partURLs: shown.partNames.map { router.url(.randomList($0)) }, partSize: Self.partSize, count: shown.count,
                scriptURL: router.url(.asset("random.js")), fallback: shown.fallback))
    }
}
