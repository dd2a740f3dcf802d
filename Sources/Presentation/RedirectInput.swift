/// Receives a redirect page's item.
public protocol RedirectInput: AnyObject {
    func display(_ item: RedirectItem)
}
