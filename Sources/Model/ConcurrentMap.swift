import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the original order.
    public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = Mutex<[T?]>(Array<T?>(repeating: nil, count: count))
        // Several chunks per core keep the cores busy when items differ in cost.
        let chunk = Swift.max(1, count / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            let range = (c * chunk)..<Swift.min(count, (c + 1) * chunk)
            let local = range.map { transform(self[$0]) }
            results.withLock { all in
                for (offset, value) in zip(range, local) { all[offset] = value }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
