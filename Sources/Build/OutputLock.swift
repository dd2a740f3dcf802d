import Foundation
import Model

/// Keeps two sitegen builds from writing one output folder at once (a watch script and a manual build):
/// the second would tidy away the first one's temporary folder. An advisory lock on a file beside the
/// output (`.public.sitegen.lock`), which exists only while a build runs.
final class OutputLock {
    private let descriptor: Int32
    private let path: String

    init(output: String) throws(BuildFailure) {
        let url = URL(fileURLWithPath: output)
        let parent = url.deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        path = (parent as NSString).appendingPathComponent(".\(url.lastPathComponent).sitegen.lock")
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw BuildFailure(path: path, "cannot create the lock file: \(String(cString: strerror(errno)))")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw BuildFailure(path: output, "another sitegen build is writing this output folder; wait for it to finish")
            }
            // The file a finishing build removed is not the lock any more: take the one now at the path.
            var held = stat()
            var current = stat()
            if fstat(descriptor, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino, held.st_dev == current.st_dev {
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
    }

    deinit {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
