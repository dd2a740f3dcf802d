import Synchronization

/// Holds values until the process exits, so that they are never freed: what `BuildOptions.keepsMemoryUntilExit`
/// asks for. The operating system reclaims the memory at exit far faster than freeing object by object.
enum ProcessMemory {
    private static let kept = Mutex<[any Sendable]>([])

    static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
