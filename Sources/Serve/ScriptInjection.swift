/// Adds the live-reload script to an HTML page as it is served. The page on disk is never changed: the
/// tag is put into the bytes of the response only.
enum ScriptInjection {
    /// The address of the script, outside any site's paths.
    static let scriptPath = "/__sitegen/live.js"

    /// The tag added to every page; `build` is the number of the build the page was read from, so that a
    /// page loaded just before a rebuild finished reloads when its event stream connects.
    static func tag(build: Int) -> String {
        #"<script src="\#(scriptPath)" data-sitegen-build="\#(build)" defer></script>"#
    }

    /// `html` with `tag` before its last `</body>` (any case), else before `</html>`, else at its end.
    static func inject(_ tag: String, into html: [UInt8]) -> [UInt8] {
        let position = lastIndex(of: "</body", in: html) ?? lastIndex(of: "</html", in: html) ?? html.endIndex
        var result = html
        result.insert(contentsOf: Array(tag.utf8), at: position)
        return result
    }

    /// Where `needle` (lowercase ASCII) last starts in `bytes`, compared without regard to ASCII case.
    static func lastIndex(of needle: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        var start = bytes.count - pattern.count
        while start >= 0 {
            var matches = true
            for offset in 0..<pattern.count where lowercased(bytes[start + offset]) != pattern[offset] {
                matches = false
                break
            }
            if matches { return start }
            start -= 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
