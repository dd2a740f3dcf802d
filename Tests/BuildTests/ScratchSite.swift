import Build
import Foundation
import HTML
import Support

/// An empty site folder made from code in the system's temporary folder, removed when released.
/// Holds a `sitegen.toml`; tests add content files one by one.
final class ScratchSite {
    let root: String
    /// Where the site's own build writes; `public/` below the root.
    var output: String { root + "/public" }

    init(config: String = "title = \"Scratch\"\nbase_url = \"https://example.org/catalog/\"\nlanguage = \"en\"\n") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-scratch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/content", withIntermediateDirectories: true)
        try write(config, to: "sitegen.toml")
    }

    deinit {
        // A test may have taken permissions away; give them back so that the folder can go.
        if let enumerator = FileManager.default.enumerator(atPath: root) {
            while let relative = enumerator.nextObject() as? String {
                chmod(root + "/" + relative, 0o755)
            }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    func options() -> BuildOptions {
        BuildOptions(siteRoot: root)
    }

    func build(kinds: [any PageKind] = PageKinds.standard) throws(BuildFailure) -> BuildReport {
        try SiteBuilder(options: options(), components: .standard(kinds: kinds)).build()
    }

    /// The build's diagnostics as printed (`path:line:col: severity: message`), or nil when it succeeded.
    func failure(kinds: [any PageKind] = PageKinds.standard) -> [String]? {
        do {
            _ = try build(kinds: kinds)
            return nil
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let full = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    func write(_ bytes: [UInt8], to relative: String) throws {
        try write(Data(bytes), to: relative)
    }

    /// Every file below the output folder with its bytes, keyed by relative path.
    func outputTree() -> [String: [UInt8]] {
        var tree: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: output) else { return tree }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = output + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = FileManager.default.contents(atPath: full)
            {
                tree[relative] = [UInt8](data)
            }
        }
        return tree
    }

    /// The output path of the detail page of movie `id` (`movies/<id>-<slug>/index.html` or `movies/<id>/index.html`).
    static func moviePage(_ id: Int, in tree: [String: [UInt8]]) -> String? {
        tree.keys.filter {
            ($0.hasPrefix("movies/\(id)-") || $0.hasPrefix("movies/\(id)/")) && $0.hasSuffix("/index.html")
                && $0.split(separator: "/").count == 3
        }.sorted().first
    }
}

/// A well-formed TMDB movie response, the valid neighbour of every bad file.
func plainMovieJSON(_ id: Int, title: String = "Plain Movie") -> String {
    #"{"id": \#(id), "title": \#(jsonString(title)), "release_date": "1999-01-02", "runtime": 99, "#
        + #""genres": [{"id": 18, "name": "Drama"}], "credits": {"cast": [{"name": "Ann Actor", "character": "Ann", "order": 0}], "crew": []}}"#
}

/// `text` as a double-quoted string that both JSON and YAML read back unchanged: every character
/// outside printable ASCII, and `"` and `\`, escaped as `\uXXXX` (surrogate pairs above the BMP).
func jsonString(_ text: String) -> String {
    var out = "\""
    for unit in text.utf16 {
        switch unit {
        case 0x22: out += "\\\""
        case 0x5C: out += "\\\\"
        case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
        default: out += "\\u" + String(format: "%04X", Int(unit))
        }
    }
    return out + "\""
}
