/// Receives the random item page's item; the HTML template view conforms, and so does a test mock.
public protocol RandomInput: AnyObject {
    func display(_ item: RandomItem)
}

/// Receives a part of the random page's list of item addresses; the JSON view conforms.
public protocol RandomListInput: AnyObject {
    func display(_ urls: [String])
}
