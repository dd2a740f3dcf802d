internal import CXXHash

/// A `ContentHash` of input that arrives in pieces too large to gather: XXH3's own streaming state, which gives the
/// digest that one call over the whole input gives. `ContentHash` gathers its input instead, which suits the small
/// inputs of items and pages; a plan's pages, 15 MB at 50k items, are hashed as they are written (see `PersistedPlan`).
public final class ContentHashStream {
    private let state: OpaquePointer

    /// Nil when the state cannot be allocated.
    public init?() {
        guard let state = XXH3_createState() else { return nil }
        self.state = state
        XXH3_128bits_reset(state)
    }

    deinit { XXH3_freeState(state) }

    /// Adds `bytes` as they are.
    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        XXH3_128bits_update(state, bytes.baseAddress, bytes.count)
    }

    /// The hash of everything added so far.
    public var digest: ContentHash.Digest { ContentHash.Digest(XXH3_128bits_digest(state)) }
}
