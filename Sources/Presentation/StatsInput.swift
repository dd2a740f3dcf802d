/// Receives the statistics page's item; the HTML template view conforms, and so does a test mock.
public protocol StatsInput: AnyObject {
    func display(_ item: StatsItem)
}
