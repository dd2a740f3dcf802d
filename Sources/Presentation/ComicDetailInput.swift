/// Receives a comic page's item.
public protocol ComicDetailInput: AnyObject {
    func display(_ item: ComicDetailItem)
}
