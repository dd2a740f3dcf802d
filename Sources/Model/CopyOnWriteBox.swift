/// Storage that copies of a model value share, so that copying a movie (into a list, a catalog entry,
/// a page) costs one reference count instead of one per field. The value never changes in place: a
/// change makes a new box, which is what keeps sharing it across threads safe.
final class CopyOnWriteBox<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension CopyOnWriteBox {
    /// Replaces `box` with one holding its value after `change`. Models change only while they are
    /// loaded (notes and a local image attached), so the copy this costs is paid once per item.
    static func mutate(_ box: inout CopyOnWriteBox<Value>, _ change: (inout Value) -> Void) {
        var value = box.value
        change(&value)
        box = CopyOnWriteBox(value)
    }
}
