import Model

/// The phrases several PresentationModels make from the strings table and the site's title.
extension PresentationContext {
    /// "1 movie", "12 movies": the count phrase `key` for `n`.
    public func count(_ n: Int, _ key: UIStringKey) -> String {
        strings.count(key, n)
    }

    /// A page's title as `<title>` shows it: "Nosferatu · The Silent Shelf" (`site.page_title`).
    public func pageTitle(_ title: String) -> String {
        strings.format(.sitePageTitle, ["title": title, "site": config.title])
    }

    /// The title of the feed of `scope`, as its link in a page's head names it: the site's title, or
    /// "Movies · The Silent Shelf".
    public func feedTitle(_ scope: FeedScope) -> String {
        scope.titleKey.map { pageTitle(strings[$0]) } ?? config.title
    }

    /// A list's title on page `page`: "Horror", or "Horror, page 2" (`site.numbered_page`).
    func numberedTitle(_ title: String, page: Int) -> String {
        page > 1 ? strings.format(.siteNumberedPage, ["title": title, "page": String(page)]) : title
    }

    /// A list's description: "Horror, page 2: 14 movies in The Silent Shelf." (`list.description`).
    func listDescription(title: String, count: String) -> String {
        strings.format(.listDescription, ["title": title, "count": count, "site": config.title])
    }
}
