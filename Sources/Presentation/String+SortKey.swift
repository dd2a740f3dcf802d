import Foundation

extension String {
    /// A locale-independent, deterministic ordering for people: case and accents are ignored
    /// first ("Épouvante" sorts among the e's), then the exact text breaks ties.
    func sortsBefore(_ other: String) -> Bool {
        let a = sortKey, b = other.sortKey
        return a != b ? a < b : self < other
    }

    /// Case and accents folded away, for ordering; ASCII text skips Foundation's folding.
    var sortKey: String {
        utf8.allSatisfy({ $0 < 0x80 }) ? lowercased() : folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
