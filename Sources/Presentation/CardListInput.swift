/// Receives a page of cards (the movie and book lists, and every term's page).
public protocol CardListInput: AnyObject {
    func display(_ item: CardListItem)
}
