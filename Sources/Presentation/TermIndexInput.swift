/// Receives a taxonomy's index.
public protocol TermIndexInput: AnyObject {
    func display(_ item: TermIndexItem)
}
