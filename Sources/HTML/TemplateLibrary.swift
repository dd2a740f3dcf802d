import Foundation
public import Support

/// Finds templates by name in a list of sources and compiles them.
///
/// The first source that has the file wins, so a user's `Templates/` overrides the default
/// theme file by file. Holds no mutable state; compiling is safe from any thread.
public final class TemplateLibrary: Sendable {
    private let sources: [TemplateSource]

    /// Creates a library searching `sources` in order.
    public init(sources: [TemplateSource]) {
        self.sources = sources
    }

    /// Creates a library searching `searchPaths` (directory paths) in order.
    public convenience init(searchPaths: [String]) {
        self.init(sources: searchPaths.map { .directory($0) })
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

    /// The path that `name` resolves to, as diagnostics show it (`(default theme)/layout.html` for a
    /// file held in memory), or nil when no source has it.
    public func path(of name: String) -> String? {
        file(named: name)?.path
    }

    /// The template `name` from the first source that has it.
    func file(named name: String) -> TemplateFile? {
        sources.lazy.compactMap { $0.file(named: name) }.first
    }

    /// The sources, for "not found" messages.
    var searchDescription: String {
        sources.map(\.description).joined(separator: ", ")
    }
}
