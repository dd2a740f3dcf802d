/// Receives the 404 page's item.
public protocol NotFoundInput: AnyObject {
    func display(_ item: NotFoundItem)
}
