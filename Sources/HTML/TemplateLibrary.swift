import Foundation
import Support

/// Finds templates by name in a list of directories and compiles them.
///
/// The first directory that has the file wins, so a user's `Templates/` overrides the default
/// theme file by file. Holds no mutable state; compiling is safe from any thread.
public final class TemplateLibrary: Sendable {
    private let searchPaths: [String]

    /// Creates a library searching `searchPaths` (directory paths) in order.
    public init(searchPaths: [String]) {
        self.searchPaths = searchPaths
    }

    /// Parses, checks and compiles template `name` against `schema`, following its layout and
    /// includes. Throws every problem found, not just the first.
    public func compile(_ name: String, schema: TemplateSchema) throws(Diagnostics) -> CompiledTemplate {
        let compiler = TemplateCompiler(library: self, schema: schema)
        let program = compiler.compilePage(name)
        if !compiler.diagnostics.isEmpty {
            throw Diagnostics(compiler.diagnostics)
        }
        return CompiledTemplate(name: name, program: program)
    }

    /// The file that `name` resolves to (for diagnostics and hashing), or nil when no search path has it.
    public func path(of name: String) -> String? {
        for directory in searchPaths {
            let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }

    /// The search paths, for "not found" messages.
    var searchDescription: String {
        searchPaths.joined(separator: ", ")
    }
}
