import Foundation
import Support

/// A file written beside the output folder now and put in its place later, at once: the plan the next build
/// starts from is written while the pages render, so that its bytes (22 MB at 50k items) are not held until
/// the commit, yet the old plan stays in place until the output it belongs to is replaced. A staged file that
/// is never put in place is removed when it goes away.
final class StagedFile: Sendable {
    /// Where the file goes.
    let path: String
    private let temporary: String

    /// `bytes` written to a temporary file beside the output folder `output`, to go to `path`; nil when they
    /// cannot be written.
    init?(_ bytes: [UInt8], for path: String, besideOutput output: String) {
        let temporary = FileSystem.temporaryPath(besideOutput: output)
        guard FileSystem.write(bytes, to: temporary) == 0 else {
            unlink(temporary)
            return nil
        }
        (self.path, self.temporary) = (path, temporary)
    }

    /// The file written at `temporary` beside the output folder, to go to `path`.
    init(written temporary: String, for path: String) {
        (self.path, self.temporary) = (path, temporary)
    }

    /// Moves the file into its place; returns 0 or the `errno` of the failure.
    func putInPlace() -> Int32 {
        POSIXFile.rename(temporary, over: path)
    }

    deinit {
        // Gone already once it was put in place.
        unlink(temporary)
    }
}
