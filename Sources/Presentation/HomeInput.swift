/// Receives the home page's item; the HTML template view conforms, and so does a test mock.
public protocol HomeInput: AnyObject {
    func display(_ item: HomeItem)
}
