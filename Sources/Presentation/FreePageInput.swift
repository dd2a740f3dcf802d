/// Receives a free page's item.
public protocol FreePageInput: AnyObject {
    func display(_ item: FreePageItem)
}
