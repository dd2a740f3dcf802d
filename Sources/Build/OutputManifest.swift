import Foundation

/// The file sitegen leaves in every output folder. It marks the folder as sitegen's own, so a later
/// build may replace it, and records what the build wrote.
public enum OutputManifest {
    public static let fileName = ".sitegen-manifest.json"

    /// Deterministic: the same build writes the same bytes.
    static func contents(version: String, files: [String]) -> [UInt8] {
        var text = "{\n  \"generator\": \"sitegen\",\n  \"version\": \"\(version)\",\n  \"files\": [\n"
        text += files.sorted().map { "    \"\(escape($0))\"" }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// True when `folder` is missing, holds nothing but dotfiles such as `.gitkeep`, or was written by sitegen.
    static func isReplaceable(_ folder: String) -> Bool {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: folder) else { return !fm.fileExists(atPath: folder) }
        return entries.allSatisfy { $0.hasPrefix(".") } || entries.contains(fileName)
    }

    private static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
