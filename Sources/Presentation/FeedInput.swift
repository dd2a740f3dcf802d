/// Receives an Atom feed's item; the XML view conforms, and so does a test mock.
public protocol FeedInput: AnyObject {
    func display(_ item: FeedItem)
}
