import Support

/// An item's warnings as a `DecodedItemStore` keeps them: each naming its file by its name in the item's
/// folder rather than by the path shown, which depends on where the site is built from.
extension CacheFolderItemLoader {
    /// `warnings`, found decoding `item`, as the store keeps them; nil when one is about another file.
    func storable(_ warnings: [Diagnostic], of item: FolderContents.Item) -> [Diagnostic]? {
        // Nearly every item has no warning: the paths shown are only made for one that has.
        guard !warnings.isEmpty else { return [] }
        let names = fileNames(of: item)
        var kept: [Diagnostic] = []
        for warning in warnings {
            guard let name = names.first(where: { displayPath($0) == warning.path }) else { return nil }
            kept.append(Diagnostic(warning.severity, path: name, line: warning.line, column: warning.column, message: warning.message))
        }
        return kept
    }

    /// `kept`, as the store gave them for `item`, with the paths shown; nil when one names a file that is
    /// not the item's (a record of something else).
    func shown(_ kept: [Diagnostic], of item: FolderContents.Item) -> [Diagnostic]? {
        guard !kept.isEmpty else { return [] }
        let names = fileNames(of: item)
        var warnings: [Diagnostic] = []
        for warning in kept {
            guard !warning.isError, names.contains(warning.path) else { return nil }
            warnings.append(
                Diagnostic(
                    warning.severity, path: displayPath(warning.path), line: warning.line, column: warning.column, message: warning.message)
            )
        }
        return warnings
    }

    /// The names of the files an item is decoded from: its JSON file, and its notes when it has some.
    private func fileNames(of item: FolderContents.Item) -> [String] {
        [item.json.name] + (item.notes.map { [$0.name] } ?? [])
    }

    /// The path a diagnostic about the folder's file `name` shows, as decoding it gives it.
    private func displayPath(_ name: String) -> String {
        ContentFile.displayPath(files.path(name), relativeTo: siteRoot)
    }
}
