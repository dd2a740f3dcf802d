import Model

/// Completing a page's `PagePreview` into the `LinkPreview` its layout binds.
extension PresentationContext {
    /// - Parameters:
    ///   - title: the page's title, nil on the home page.
    ///   - preview: what the page says about itself; nil describes the page by its title alone.
    func linkPreview(title: String?, at address: PageAddress, _ preview: PagePreview?) -> LinkPreview {
        let pageTitle = title ?? config.title
        let page = preview ?? PagePreview(description: PreviewText(nil, fallback: title.map(self.pageTitle) ?? config.title))
        let trail = BreadcrumbTrail(router: router, strings: strings).trail(to: address.route, title: pageTitle)
        let data = StructuredData(context: self)
        // Open Graph needs an absolute image URL: a local image on a site without an absolute base URL has
        // none. Link-preview renderers (Facebook, X, Slack) show no SVG, which only an owner's own image can be.
        let image = page.imageURL.flatMap(absoluteURL).flatMap { $0.lowercased().hasSuffix(".svg") ? nil : $0 }
        return LinkPreview(
            title: pageTitle,
            description: page.description,
            openGraphType: page.kind.rawValue,
            imageURL: image,
            imageAlt: image == nil ? nil : page.imageAlt,
            structuredData: data.document(entity: page.entity, breadcrumbs: trail).jsonText
        )
    }
}
