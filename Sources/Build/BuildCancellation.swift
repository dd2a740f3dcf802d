import Synchronization

/// Lets a signal handler stop a running build: workers check it between pages, and the build then
/// fails as interrupted, leaving the previous output untouched.
public final class BuildCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() {
        flag.store(true, ordering: .releasing)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .acquiring)
    }
}
