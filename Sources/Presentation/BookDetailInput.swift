/// Receives a book page's item.
public protocol BookDetailInput: AnyObject {
    func display(_ item: BookDetailItem)
}
