import Synchronization

/// Storage that copies of a model value share, so that copying a movie (into a list, a catalog entry,
/// a page) costs one reference count instead of one per field. The value never changes in place: a
/// change makes a new box, which is what keeps sharing it across threads safe.
///
/// A box may also be made from a way to restore its value (`init(restoring:)`), run the first time the
/// value is read: an item kept by the build's item cache is then made only if a page reads it, which a
/// rebuild after an edit does for a few hundred of the catalog's items.
final class CopyOnWriteBox<Value: Sendable>: @unchecked Sendable {
    // The value lives at `slot`, made once: before `isMade` is set (releasing), and read only once it has been seen
    // set (acquiring) or under `maker`'s lock; that ordering is what makes the unchecked `Sendable` hold. The slot
    // is read in place: a getter returning the value copied all of a movie's fields to read one (+5.7% instructions
    // in a full build, Callgrind), and a stored `var` would pay an exclusivity check on every read.
    private let slot: UnsafeMutablePointer<Value>
    private let isMade: Atomic<Bool>
    private let maker: Mutex<(@Sendable () -> Value)?>

    init(_ value: Value) {
        slot = .allocate(capacity: 1)
        slot.initialize(to: value)
        isMade = Atomic(true)
        maker = Mutex(nil)
    }

    /// A box whose value is `restore`'s, made when it is first read, on whichever thread reads it first.
    init(restoring restore: @escaping @Sendable () -> Value) {
        slot = .allocate(capacity: 1)
        isMade = Atomic(false)
        maker = Mutex(restore)
    }

    deinit {
        if isMade.load(ordering: .acquiring) { slot.deinitialize(count: 1) }
        slot.deallocate()
    }

    var value: Value {
        unsafeAddress {
            // A plain load on the machines sitegen runs on: a value read a million times a build pays no lock.
            if !isMade.load(ordering: .acquiring) { makeOnce() }
            return UnsafePointer(slot)
        }
    }

    /// Whether the value has been made: always, for a box made from one.
    var hasValue: Bool { isMade.load(ordering: .acquiring) }

    private func makeOnce() {
        maker.withLock { make in
            guard let pending = make else { return }
            slot.initialize(to: pending())
            make = nil
            isMade.store(true, ordering: .releasing)
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

    /// Sets one optional field of `box`'s value: no copy when it is nil and stays so, and a box not yet restored stays so,
    /// the change made when its value first is. A rebuild's unmade items never come here: their store restores their
    /// notes with them (see `DecodedItemStore.restore`), since a deferred change cost each a second box, its slot and a
    /// closure (150,000 allocations and 17 MB at 50k items, heaptrack).
    static func set<Field: Sendable>(
        _ field: any WritableKeyPath<Value, Field?> & Sendable, to newValue: Field?, in box: inout CopyOnWriteBox<Value>
    ) {
        guard box.hasValue else { return mutateWhenRestored(&box) { $0[keyPath: field] = newValue } }
        guard newValue != nil || box.value[keyPath: field] != nil else { return }
        mutate(&box) { $0[keyPath: field] = newValue }
    }
}
