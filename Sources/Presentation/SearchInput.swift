/// Receives the search page's item.
public protocol SearchInput: AnyObject {
    func display(_ item: SearchPageItem)
}
