import Support

/// A context's values by binding key: a few dozen at most (a card has ten), kept in one array with each key's
/// hash beside it. A compiled template hashes its keys once (`TemplateKey`), so a lookup compares numbers and
/// then, for the one that matches, the key. As a `[String: TemplateValue]`, every lookup hashed its key again
/// with the standard library's SipHash, and every context hashed each key it was given: the lookups alone were
/// 8.9% of a 1k build's instructions (Callgrind, 2026-11-28).
public struct TemplateValues: Sendable, Equatable {
    private struct Entry: Sendable {
        let hash: UInt64
        let key: String
        var value: TemplateValue
    }

    private var entries: [Entry] = []

    /// The values of `pairs`; a key given twice keeps its last value.
    public init(_ pairs: KeyValuePairs<String, TemplateValue> = [:]) {
        // Room for the few keys a view sets after making its context: grown one key at a time, the array was copied.
        entries.reserveCapacity(pairs.count + 8)
        for (key, value) in pairs { self[key] = value }
    }

    /// The values of `keys`, in the same order, one each; `room` more keys may be set without the storage growing.
    public init(_ keys: TemplateKeys, _ values: [TemplateValue], room: Int = 0) {
        precondition(keys.count == values.count, "a value for each key")
        entries.reserveCapacity(values.count + room)
        for index in values.indices {
            entries.append(Entry(hash: keys.keys[index].hash, key: keys.keys[index].name, value: values[index]))
        }
    }

    /// The number of keys with a value.
    public var count: Int { entries.count }

    /// The value for `key`, or nil. Setting nil removes the key.
    public subscript(key: String) -> TemplateValue? {
        get { self[TemplateKey(key)] }
        set {
            let key = TemplateKey(key)
            let index = index(of: key)
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(hash: key.hash, key: key.name, value: value))
            case (nil, nil): break
            }
        }
    }

    subscript(key: TemplateKey) -> TemplateValue? {
        index(of: key).map { entries[$0].value }
    }

    /// Every value of `other` added, a key in both taking `other`'s.
    public mutating func merge(_ other: TemplateValues) {
        entries.reserveCapacity(entries.count + other.entries.count + 8)
        for entry in other.entries {
            if let index = index(of: TemplateKey(entry.key, hash: entry.hash)) {
                entries[index].value = entry.value
            } else {
                entries.append(entry)
            }
        }
    }

    /// Equal when both have the same keys with the same values, in any order, as dictionaries are.
    public static func == (lhs: TemplateValues, rhs: TemplateValues) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[TemplateKey($0.key, hash: $0.hash)] == $0.value }
    }

    private func index(of key: TemplateKey) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].hash == key.hash && entries[index].key == key.name {
                return index
            }
            return nil
        }
    }
}

/// A binding key with its hash, made once where a template is compiled rather than at every lookup.
struct TemplateKey: Sendable {
    let name: String
    let hash: UInt64

    init(_ name: String) {
        self.init(name, hash: Self.hash(name))
    }

    init(_ name: String, hash: UInt64) {
        self.name = name
        self.hash = hash
    }

    /// A hash of the key's UTF-8, the same in every process (unlike `Hasher`): its first sixteen bytes read as two
    /// words and mixed, and FNV-1a over any after them. Keys are short: FNV-1a over every byte was 1% of a 1k build's
    /// instructions (Callgrind, 2026-11-28), for each key of each context made.
    private static func hash(_ name: String) -> UInt64 {
        return name.withUTF8Bytes { bytes in
            var words: (UInt64, UInt64) = (0, 0)
            let head = min(bytes.count, 16)
            let first = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[..<head])
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: first) }
            var hash = (words.0 &* 0x9E37_79B9_7F4A_7C15) ^ (words.1 &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
            for byte in bytes.dropFirst(head) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash ^ (hash >> 29)
        }
    }
}
