import Synchronization

/// Storage that copies of a model value share, so that copying a movie (into a list, a catalog entry,
/// a page) costs one reference count instead of one per field. The value never changes in place: a
/// change makes a new box, which is what keeps sharing it across threads safe.
///
/// A box may also be made from a way to restore its value (`init(restoring:)`), run the first time the
/// value is read: an item kept by the build's item cache is then made only if a page reads it, which a
/// rebuild after an edit does for a few hundred of the catalog's items.
final class CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
    // `restored` is written once, before `isRestored` is set (releasing), and read only once it has been seen set
    // (acquiring) or under `restorer`'s lock: that ordering is what makes the unchecked `Sendable` hold.
    private var restored: Value?
    private let isRestored: Atomic<Bool>
    private let restorer: Mutex<(@Sendable () -> Value)?>

    init(_ value: Value) {
        restored = value
        isRestored = Atomic(true)
        restorer = Mutex(nil)
    }

    /// A box whose value is `restore`'s, made when it is first read, on whichever thread reads it first.
    init(restoring restore: @escaping @Sendable () -> Value) {
        restored = nil
        isRestored = Atomic(false)
        restorer = Mutex(restore)
    }

    var value: Value {
        // A plain load on the machines sitegen runs on: a value read a million times a build pays no lock.
        if isRestored.load(ordering: .acquiring) { return restored.unsafelyUnwrapped }
        return restoreOnce()
    }

    /// Whether the value has been made: always, for a box made from one.
    var hasValue: Bool { isRestored.load(ordering: .acquiring) }

    private func restoreOnce() -> Value {
        restorer.withLock { restore in
            if let pending = restore {
                restored = pending()
                restore = nil
                isRestored.store(true, ordering: .releasing)
            }
            return restored.unsafelyUnwrapped
        }
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

    /// Like `mutate`, but a box not yet restored stays so: `change` is made when its value first is.
    static func mutateWhenRestored(_ box: inout CopyOnWriteBox<Value>, _ change: @escaping @Sendable (inout Value) -> Void) {
        guard !box.hasValue else { return mutate(&box, change) }
        box = CopyOnWriteBox(restoring: { [box] in
            var value = box.value
            change(&value)
            return value
        })
    }
}
