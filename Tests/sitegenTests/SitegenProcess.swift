import Foundation

/// Runs the real `sitegen` binary, as a user or CI would.
enum SitegenProcess {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static var binary: URL {
        // Test bundles are built next to the products of the package.
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("sitegen")
    }

    /// Starts sitegen (`executable`, by default the one just built) in `folder`; the caller waits or signals.
    static func start(
        _ arguments: [String], in folder: String, environment: [String: String]? = nil,
        executable: URL = binary
    ) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    static func run(
        _ arguments: [String], in folder: String, environment: [String: String]? = nil,
        executable: URL = binary
    ) throws -> Run {
        let (process, out, err) = try start(arguments, in: folder, environment: environment, executable: executable)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The built binary copied to `destination`, as a user installs it.
    ///
    /// `cp` writes the copy, not this process: tests start processes on other threads all the time, and a child
    /// forked while this process held the copy open for writing would keep that descriptor until it execs, so
    /// running the copy could fail with "Text file busy" (ETXTBSY), as it did once in CI.
    static func installCopy(at destination: URL) throws {
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [binary.path, destination.path]
        try copy.run()
        copy.waitUntilExit()
        guard copy.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
    }

    /// A new site folder in the temporary folder holding `files` (relative path → text).
    static func makeSite(_ files: [String: String]) throws -> String {
        // Memory-backed where the machine has it: these tests write thousands of small files, and
        // a slow disk would make them slow without testing anything more.
        let scratch = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let root = (scratch as NSString).appendingPathComponent("sitegen-cli-\(UUID().uuidString)")
        try write(files, into: root)
        return root
    }

    static func write(_ files: [String: String], into root: String, order: [String]? = nil) throws {
        for path in order ?? files.keys.sorted() {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try (files[path] ?? "").write(toFile: full, atomically: false, encoding: .utf8)
        }
    }

    /// Every file below `folder` with its bytes, keyed by relative path.
    static func tree(_ folder: String) -> [String: Data] {
        var tree: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return tree }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = (folder as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                tree[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return tree
    }

    /// A generated catalog of `count` movies, books and comics, large enough to take a while to build.
    static func generatedCatalog(count: Int, title: String) -> [String: String] {
        var files = ["sitegen.toml": "title = \"\(title)\"\npage_size = 10\n"]
        for i in 1...count {
            let genre = ["Drama", "Comedy", "Horror", "Western", "Science Fiction"][i % 5]
            files["content/movies/\(i).json"] = """
                {"id": \(i), "title": "Movie number \(i)", "release_date": "\(1920 + i % 90)-0\(1 + i % 9)-1\(i % 9)",
                 "runtime": \(60 + i % 120), "overview": "The \(i)th film of the generated shelf.",
                 "genres": [{"id": 1, "name": "\(genre)"}],
                 "credits": {"cast": [{"name": "Actor \(i % 97)", "character": "Role", "order": 0}], "crew": []},
                 "recommendations": {"results": [{"id": \(i % count + 1), "title": "Movie number \(i % count + 1)"}]}}
                """
            if i % 3 == 0 {
                files["content/comics/\(i).json"] = """
                    {"num": \(i), "safe_title": "Strip \(i)", "title": "Strip \(i)", "alt": "Alt \(i)", "img": "",
                     "year": "\(2006 + i % 15)", "month": "\(1 + i % 12)", "day": "\(1 + i % 28)", "transcript": "", "link": "", "news": ""}
                    """
            }
        }
        return files
    }
}
