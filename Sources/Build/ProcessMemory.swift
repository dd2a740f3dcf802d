import Foundation
import Synchronization

/// Holds values until the process exits, so that they are never freed: what `BuildOptions.keepsMemoryUntilExit`
/// asks for. The operating system reclaims the memory at exit far faster than freeing object by object.
enum ProcessMemory {
    private static let kept = Mutex<[any Sendable]>([])

    static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }

    /// Hands the pages of freed memory back to the system: glibc keeps them in its arenas otherwise, and they
    /// count in the peak. (`malloc_trim` is glibc's own, not in the Glibc module: looked up by name.)
    static func returnFreedPages() {
        #if os(Linux)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        #endif
    }
}
