/// Storage that copies of a model value share until one of them is changed, so that copying a movie
/// (into a list, a catalog entry, a page) costs one reference count instead of one per field.
/// `@unchecked Sendable` is sound: the value is only mutated through `mutate`, after making the box unique.
final class CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension CopyOnWriteBox {
    /// Changes `box`'s value, first giving `box` its own copy when it is shared.
    static func mutate(_ box: inout CopyOnWriteBox<Value>, _ change: (inout Value) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.value) }
        change(&box.value)
    }
}
