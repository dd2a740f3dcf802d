/// Receives a sitemap file's item; the XML view conforms, and so does a test mock.
public protocol SitemapInput: AnyObject {
    func display(_ item: SitemapItem)
}
