/// Receives a movie page's item.
public protocol MovieDetailInput: AnyObject {
    func display(_ item: MovieDetailItem)
}
