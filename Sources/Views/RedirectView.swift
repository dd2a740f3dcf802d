public import HTML
public import Presentation
import Support

/// A page that sends the reader on (`redirect.html`), for hosts without server-side redirects: an
/// immediate meta refresh, a canonical link to the target, and a visible link for readers whose
/// browser does not follow the refresh. A standalone page, without the site's layout.
public final class RedirectView: RedirectInput {
    public static let templateName = "redirect.html"
    public static let schema = TemplateSchema([
        "language": .text,
        "documentTitle": .text,
        "stylesheetURL": .text,
        "faviconURL": .text,
        // "0; url=<target>"; absent when the target is not a URL the site may link to.
        "refresh": .text,
        "targetURL": .text,
        "targetTitle": .text,
    ]).adding(Bindings.labelsSchema.keys)

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: RedirectItem) {
        // `content` is not a URL attribute, so the template cannot check the URL in it: do it here.
        let isAllowed = URLPolicy.isAllowed(item.targetURL)
        let target = item.chrome.relativeLinks?.link(item.targetURL) ?? item.targetURL
        output = template.render(
            TemplateContext(
                [
                    "language": .text(item.chrome.language),
                    "documentTitle": .text(item.chrome.documentTitle),
                    "stylesheetURL": .text(item.chrome.stylesheetURL),
                    "faviconURL": .text(item.chrome.faviconURL),
                    "refresh": isAllowed ? .text("0; url=" + target) : .absent,
                    "targetURL": .text(item.targetURL),
                    "targetTitle": .text(item.targetTitle),
                ], texts: item.chrome.labels.texts, relativeLinks: item.chrome.relativeLinks))
    }
}
