import Foundation

extension String {
    /// Case and accents folded away, for a locale-independent, deterministic ordering for people
    /// ("Épouvante" sorts among the e's; callers break ties by the exact text). ASCII text skips
    /// Foundation's folding.
    var sortKey: String {
        utf8.allSatisfy({ $0 < 0x80 }) ? lowercased() : folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
