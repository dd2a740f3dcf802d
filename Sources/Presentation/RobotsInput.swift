/// Receives `robots.txt`'s item; the text view conforms, and so does a test mock.
public protocol RobotsInput: AnyObject {
    func display(_ item: RobotsItem)
}
