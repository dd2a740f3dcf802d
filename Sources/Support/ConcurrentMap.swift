public import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the original order.
    /// Inlinable, so that each caller gets a copy specialised to its types: through unspecialised generic
    /// code, stepping an index cost more than many a transform.
    /// - Parameter chunksPerCore: how many pieces the work is cut into for each core. More pieces leave less work to
    ///   the last one, which may end on one core while the others wait.
    @inlinable
    public func concurrentMap<T: Sendable>(chunksPerCore: Int = 8, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        // Several chunks per core keep the cores busy when items differ in cost. Each result is made in
        // its final place: chunks write disjoint ranges of one buffer, so no result is copied (a result
        // copied from a chunk's array into the whole retained and released each of its references; for the
        // planned pages of a 50k site that was tens of millions of instructions).
        let chunk = Swift.max(1, count / (ProcessInfo.processInfo.activeProcessorCount * Swift.max(1, chunksPerCore)))
        let chunks = (count + chunk - 1) / chunk
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // The address as a number: the closure below may run on any thread, and each chunk writes only its own range.
            let address = Int(bitPattern: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                let start = UnsafeMutablePointer<T>(bitPattern: address)
                for index in (c * chunk)..<Swift.min(count, (c + 1) * chunk) {
                    (start.unsafelyUnwrapped + index).initialize(to: transform(self[index]))
                }
            }
            initialized = count
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
