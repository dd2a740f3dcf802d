/// Receives the index of the years in review; the HTML template view conforms, and so does a test mock.
public protocol ReviewIndexInput: AnyObject {
    func display(_ item: ReviewIndexItem)
}
