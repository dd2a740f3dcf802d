import Foundation
import Support

/// Two pages landing on one file would silently overwrite each other: a plan with two such paths is refused.
/// Paths that differ only by case or Unicode normalisation collide on some disks, so they count as one.
enum PathCollisions {
    /// Throws for every path that collides with one before it, naming both.
    /// - Parameter new: the places of the paths that may collide; the others are known apart from each other
    ///   (the previous build checked them), so only pairs with a new path are compared. Nil when all are new.
    static func check(_ paths: some CollisionPaths, new: [Range<Int>]? = nil) throws(BuildFailure) {
        // Without a new path, every pair was compared by the builds before: a 50k edit's plan would fold 144,000 paths.
        if let new, new.allSatisfy(\.isEmpty) { return }
        let newIndices = new.map { $0.flatMap { $0 } } ?? Array(paths.indices)
        var (newKeys, collisions) = keys(of: newIndices, in: paths)
        if new != nil { collisions += keptColliding(with: newKeys, newIndices: newIndices, in: paths) }
        guard !collisions.isEmpty else { return }
        throw BuildFailure(
            collisions.sorted { $0.index < $1.index }.map {
                .error(paths[$0.index], "two pages would be written to one file (also \(paths[$0.other]))")
            })
    }

    private typealias Collision = (index: Int, other: Int)

    /// Each key of the paths at `indices` with its first place, and every later path of a key already seen.
    private static func keys(of indices: [Int], in paths: some CollisionPaths) -> ([String: Int], [Collision]) {
        var keys: [String: Int] = [:]
        keys.reserveCapacity(indices.count)
        var collisions: [Collision] = []
        for index in indices {
            let key = collisionKey(paths[index])
            if let first = keys[key] { collisions.append((max(first, index), min(first, index))) } else { keys[key] = index }
        }
        return (keys, collisions)
    }

    /// The paths not at `newIndices` whose key is one of `newKeys`. A rebuild's plan keeps nearly every path: each
    /// kept one is looked up among the few new ones, on all cores, and only when a new key has its length, rather
    /// than every path put in one set: 0.044 → 0.010 s of a one-movie edit at 50k items.
    private static func keptColliding(
        with newKeys: [String: Int], newIndices: [Int], in paths: some CollisionPaths
    ) -> [Collision] {
        var isNew = [Bool](repeating: false, count: paths.count)
        for index in newIndices { isNew[index] = true }
        var newLengths = [Bool](repeating: false, count: (newKeys.keys.map(\.utf8.count).max() ?? 0) + 1)
        for key in newKeys.keys { newLengths[key.utf8.count] = true }
        let firsts = FirstBytes(newKeys.keys)
        let chunks = stride(from: 0, to: paths.count, by: 16_384).map { $0..<min($0 + 16_384, paths.count) }
        return Array(
            chunks.concurrentMap { [isNew, newLengths] chunk in
                var collisions: [Collision] = []
                paths.forEachFirstByte(in: chunk) { index, first in
                    guard !isNew[index], firsts.mayStartTheKey(firstByte: first) else { return }
                    let key = collisionKey(paths[index])
                    let length = key.utf8.count
                    guard length < newLengths.count, newLengths[length], let other = newKeys[key] else { return }
                    collisions.append((max(other, index), min(other, index)))
                }
                return collisions
            }.joined())
    }

    /// The first bytes of the new keys, which a kept path's key must start with to be one of them. A path whose first
    /// byte is ASCII has a key that starts with that byte in lower case, or with a character composed from it, which
    /// is not ASCII. An edit's new paths are the search index's, all under `search/`: folding each of the 144,000 kept
    /// paths of a 50k site to compare it with them took the edit 80 M instructions (Callgrind).
    private struct FirstBytes: Sendable {
        private var asciiBytes = [Bool](repeating: false, count: 0x80)
        private var anyOther = false

        init(_ keys: some Sequence<String>) {
            for key in keys {
                guard let first = key.utf8.first else { continue }
                if first < 0x80 { asciiBytes[Int(first)] = true } else { anyOther = true }
            }
        }

        /// Whether the key of a path that starts with `first` may start as one of the new keys does.
        func mayStartTheKey(firstByte first: UInt8?) -> Bool {
            guard !anyOther, let first, first < 0x80 else { return true }
            return asciiBytes[Int((0x41...0x5A).contains(first) ? first + 0x20 : first)]
        }
    }

    /// The path itself when it has no capital and no non-ASCII byte, as nearly every generated path:
    /// then there is nothing to fold, and no new string to make.
    private static func collisionKey(_ path: String) -> String {
        var bytes = path
        if bytes.withUTF8({ !needsFolding($0) }) { return path }
        return path.utf8.allSatisfy { $0 < 0x80 } ? path.lowercased() : path.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Whether a byte of `bytes` is a capital or not ASCII, eight at a time: byte by byte, the kept paths of a
    /// one-movie edit at 50k items took 92 M instructions (Callgrind). In a word of ASCII bytes, adding 0x3F to each
    /// sets its high bit from 'A' up and adding 0x25 from '[' up, and no byte carries into the next; a word with a
    /// byte of 0x80 or more is found by that byte's high bit, whatever the sums carry.
    static func needsFolding(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return bytes.anyWord(
            orByte: { $0 >= 0x80 || (0x41...0x5A).contains($0) },
            word: { $0 | (($0 &+ 0x3F &* ones) & ~($0 &+ 0x25 &* ones)) })
    }
}

/// The paths of a plan's files, by place, as the collision check reads them: most only by their first byte (see
/// `PathCollisions.keptColliding`), so a path carried over from the previous plan need not be made into a string.
protocol CollisionPaths: RandomAccessCollection<String>, Sendable where Index == Int {
    /// Calls `body` with each index of `range` and the first byte of its path, nil for an empty one.
    func forEachFirstByte(in range: Range<Int>, _ body: (Int, UInt8?) -> Void)
}

extension Array: CollisionPaths where Element == String {
    func forEachFirstByte(in range: Range<Int>, _ body: (Int, UInt8?) -> Void) {
        for index in range { body(index, self[index].utf8.first) }
    }
}
