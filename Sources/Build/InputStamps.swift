import Foundation
import Model

/// The size, modification time and hash of every input at the last build, kept beside the output
/// folder (`.public.sitegen.stamps.json`) and not in it: times differ between machines, and the output
/// must be byte-identical for the same input. It only saves re-reading files that were not touched;
/// without it (a fresh CI runner) every input is read and hashed, with the same result.
enum InputStamps {
    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.stamps.json").path
    }

    static func read(forOutput output: String) -> [String: InputFingerprint.Stamp] {
        guard let data = FileManager.default.contents(atPath: path(forOutput: output)),
              let json = try? JSONParser.parse([UInt8](data)), case .object(let members) = json.content,
              let map = OutputManifest.strings(members) else { return [:] }
        return map.compactMapValues(InputFingerprint.Stamp.init(encoded:))
    }

    /// Best effort: a stamps file that cannot be written only makes the next build read more.
    static func write(_ stamps: [String: InputFingerprint.Stamp], forOutput output: String) {
        let text = "{\n" + OutputManifest.members(stamps.mapValues(\.encoded)) + "\n}\n"
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path(forOutput: output)), options: .atomic)
    }
}
