import Model

/// `robots.txt`: allows every crawler everywhere and names the sitemap.
public struct RobotsPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Declares the file, noting the sitemap's address; nil when the base URL is only a path.
    public func shown(reads: inout some PageReads) -> RobotsItem? {
        guard let sitemap = context.absoluteURL(.sitemap) else { return nil }
        reads.note(sitemap)
        return RobotsItem(sitemapURL: sitemap)
    }

    /// Presents the declared file.
    public func present(_ item: RobotsItem, to input: any RobotsInput) {
        input.display(item)
    }
}
