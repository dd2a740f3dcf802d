import Foundation
import Model
import Support

/// sitegen's version, recorded in every output's manifest.
public enum SitegenVersion {
    public static let current = "0.3.0"

    /// This very binary: the version and a hash of the executable file (the build ID its linker wrote, which
    /// changes with every byte linked; a linker told to write a fixed ID would defeat it). Page digests, the
    /// fingerprint and the item cache use it, so that a changed sitegen (new code, even under the same version
    /// number) renders every page and decodes every item again.
    public static let buildID: String = {
        var hash = ContentHash()
        hash.update(current)
        // The linker's build ID is a hash of the linked file already; the file is read and hashed only
        // where there is none (its megabytes in one call, not copied into the hash's input).
        if let linked = ExecutableBuildID.read(fromExecutableAt: ExecutableBuildID.runningProgram) {
            hash.update("linked " + linked)
        } else if let path = Bundle.main.executablePath, let bytes = FileSystem.read(path) {
            hash.update(ContentHash.of(bytes))
        }
        return current + "+" + hash.hex.prefix(16)
    }()
}
