import Support
import Synchronization

extension DecodedItemCache {
    /// How the cache file should change for the next build; asked once the build has loaded every item,
    /// since what it restored is what is still of use. It hands over the records decoded this build, which
    /// the cache then no longer holds: each is freed once written, so that at most one copy of them is in
    /// memory (at 50,000 items they are 90 MB, and the cache was written while the manifest was).
    public func update() -> Update {
        if let spool { return update(spool) }
        var fresh = fresh.withLock { records in
            defer { records = [] }
            return records
        }
        fresh.sort { $0.key < $1.key }
        guard !fresh.isEmpty || !index.isAppendable else { return .none }
        if keepsAppending(fresh.count) {
            var added = BinaryWriter()
            added.reserve(fresh.reduce(0) { $0 + $1.payload.count + 128 })
            Self.write(&fresh, to: &added)
            return .append(added.bytes)
        }
        var whole = BinaryWriter()
        whole.append(Self.header(format: format))
        forEachValidRecord(replacing: Set(fresh.map(\.key))) { whole.append($0) }
        Self.write(&fresh, to: &whole)
        return .replace(whole.bytes)
    }

    /// The bytes a cache file of `format` begins with.
    static func header(format: String) -> [UInt8] {
        var header = BinaryWriter()
        header.write(magic)
        header.write(format)
        return header.bytes
    }

    /// The update when the records went to `spool`: its records appended to the file, or the spool, with the
    /// file's records still valid added at its end, in place of the file. None when there is nothing to add,
    /// or the spool could not be written: the file then lacks the new records, and the next build decodes
    /// those items again.
    private func update(_ spool: RecordSpool) -> Update {
        let keys = spooled.withLock { $0 }
        let appends = !keys.isEmpty && keepsAppending(keys.count)
        let replaces = !appends && (!keys.isEmpty || !index.isAppendable)
        if replaces { forEachValidRecord(replacing: Set(keys)) { spool.append($0) } }
        guard spool.finish(), appends || replaces else {
            spool.remove()
            return .none
        }
        return appends ? .appendSpool(spool) : .replaceWithSpool(spool)
    }

    /// Whether appending `freshCount` records keeps the file at most twice as large as what is still valid.
    private func keepsAppending(_ freshCount: Int) -> Bool {
        let restoredCount = restored.withLock { $0.count(where: { $0 }) }
        return index.isAppendable && index.records + freshCount <= 2 * (restoredCount + freshCount)
    }

    /// Hands over, one record at a time, what the file holds that is still valid: the records of unchanged
    /// items, not replaced just now.
    private func forEachValidRecord(replacing replaced: Set<String>, _ body: ([UInt8]) -> Void) {
        let restored = self.restored.withLock { $0 }
        let valid = index.all.filter { restored[$0.index] }.map { (key: file.string(in: $0.key), entry: $0) }
        for (key, entry) in valid.filter({ !replaced.contains($0.key) }).sorted(by: { $0.key < $1.key }) {
            var record = BinaryWriter()
            Self.write(key, file.bytes(in: entry.sources), file.bytes(in: entry.range)[...], to: &record)
            body(record.bytes)
        }
    }

    /// Writes the records in order, freeing each payload as soon as it is written.
    private static func write(_ records: inout [(key: String, sources: [UInt8], payload: [UInt8])], to writer: inout BinaryWriter) {
        for index in records.indices {
            write(records[index].key, records[index].sources, records[index].payload[...], to: &writer)
            records[index].payload = []
        }
    }

    static func write(_ key: String, _ sources: [UInt8], _ payload: ArraySlice<UInt8>, to writer: inout BinaryWriter) {
        writer.write(key)
        writer.write(sources[...])
        writer.write(payload)
    }
}
