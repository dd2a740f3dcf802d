/// Receives a year in review's item; the HTML template view conforms, and so does a test mock.
public protocol ReviewInput: AnyObject {
    func display(_ item: ReviewItem)
}
