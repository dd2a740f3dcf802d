public import Foundation
public import Synchronization

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the original order.
    /// Inlinable, so that each caller gets a copy specialised to its types: through unspecialised generic
    /// code, stepping an index cost more than many a transform.
    @inlinable
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        // Several chunks per core keep the cores busy when items differ in cost; each chunk hands in
        // its results once, so the lock is taken a few dozen times, not once per element.
        let chunk = Swift.max(1, count / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let chunks = (count + chunk - 1) / chunk
        let parts = Mutex<[[T]]>([[T]](repeating: [], count: chunks))
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            let range = (c * chunk)..<Swift.min(count, (c + 1) * chunk)
            var local: [T] = []
            local.reserveCapacity(range.count)
            for index in range { local.append(transform(self[index])) }
            parts.withLock { $0[c] = local }
        }
        return parts.withLock { parts in
            var all: [T] = []
            all.reserveCapacity(count)
            for index in parts.indices { all += parts[index] }
            return all
        }
    }
}

/// Runs two independent pieces of work side by side and returns both results. `second` runs on a
/// global queue, `first` on the calling thread, so that a `concurrentMap` inside `first` still gets
/// every core (a `concurrentPerform` nested in another is given only its share of the threads).
public func inParallel<A: Sendable, B: Sendable>(_ first: () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let result = Mutex<B?>(nil)
    let done = DispatchGroup()
    let a = withoutActuallyEscaping(second) { second in
        DispatchQueue.global().async(group: done) {
            let value = second()
            result.withLock { $0 = value }
        }
        let a = first()
        done.wait()
        return a
    }
    guard let b = result.withLock({ $0 }) else { preconditionFailure("the group waited for the second piece of work") }
    return (a, b)
}
