public import Foundation

/// A program from outside the package that a test runs (actionlint, git), found on `PATH`.
///
/// `Scripts/test.sh`, the README's test command, installs the tools and sets `SITEGEN_REQUIRE_TOOLS=1`,
/// which makes a missing tool a failed test: CI cannot pass by skipping. A plain `swift test` skips
/// the tests of a tool it lacks, saying why.
public struct ExternalTool: Sendable {
    /// The command's name, as on the command line.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    /// Whether a missing tool fails its tests instead of skipping them.
    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["SITEGEN_REQUIRE_TOOLS"] == "1"
    }

    /// The executable, or nil when no folder of `PATH` has it.
    public var executable: URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Whether the tests of this tool run: when it is there, or when it must be (and they fail without it).
    public var testsRun: Bool {
        executable != nil || Self.isRequired
    }

    /// Why the tests of this tool are skipped.
    public var skipReason: String {
        "\(name) is not on PATH; bash Scripts/test.sh installs it and runs these tests"
    }

    /// What a run printed, standard output and error together, and how it ended.
    public struct Run: Sendable {
        public let status: Int32
        public let output: String
    }

    /// Runs the tool with `arguments` in `folder`; throws when it cannot be started.
    public func run(_ arguments: [String], in folder: String) throws -> Run {
        guard let executable else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
