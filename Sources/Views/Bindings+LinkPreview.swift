public import HTML
public import Presentation

/// The layout's `<head>` tags for search engines and link previews: the meta description, Open Graph,
/// Twitter card and the JSON-LD script.
extension Bindings {
    /// Part of `chromeSchema`. Named apart from page keys (a book's `description` is its HTML).
    static let linkPreviewSchema = TemplateSchema([
        "metaDescription": .text,
        "previewTitle": .text,
        "previewType": .text,
        "previewImageURL": .text,
        "previewImageAlt": .text,
        "twitterCard": .text,
        "structuredData": .json,
    ])

    /// The values of `linkPreviewSchema`.
    public static func linkPreview(_ preview: LinkPreview) -> TemplateContext {
        let description = preview.description.resolved(readingMarkup: PlainText.of)
        return TemplateContext([
            "metaDescription": description.isEmpty ? .absent : .text(description),
            "previewTitle": .text(preview.title),
            "previewType": .text(preview.openGraphType),
            "previewImageURL": text(preview.imageURL),
            "previewImageAlt": text(preview.imageAlt),
            "twitterCard": .text(preview.twitterCard),
            "structuredData": preview.structuredData.map(TemplateValue.json) ?? .absent,
        ])
    }
}
