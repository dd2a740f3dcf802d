/// Receives the comic archive.
public protocol ComicArchiveInput: AnyObject {
    func display(_ item: ComicArchiveItem)
}
