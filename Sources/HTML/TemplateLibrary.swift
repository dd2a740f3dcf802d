import Foundation
public import Support
import Synchronization

/// Finds templates by name in a list of sources and compiles them.
///
/// The first source that has the file wins, so a user's `Templates/` overrides the default
/// theme file by file. Compiling is safe from any thread.
public final class TemplateLibrary: Sendable {
    private let sources: [TemplateSource]
    /// Whether a file is parsed once and kept (see `init(sources:keepingParsedFiles:)`).
    private let keepsParsedFiles: Bool
    /// Each file parsed, by path, when the library keeps them.
    private let parsedFiles = Mutex<[String: (ParsedTemplate?, [Diagnostic])]>([:])

    /// Creates a library searching `sources` in order.
    /// - Parameter keepingParsedFiles: whether a file is parsed once and kept, for a library whose files do not change
    ///   while it compiles: a theme's fifteen pages each parsed the layout again, and its compilation took 78 M
    ///   instructions of a one-movie edit at 50k items, 49 M with each file parsed once (Callgrind). Otherwise every
    ///   compile reads its files again.
    public init(sources: [TemplateSource], keepingParsedFiles: Bool = false) {
        self.sources = sources
        keepsParsedFiles = keepingParsedFiles
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

    /// `file` parsed, with the problems found: kept from an earlier parse when the library keeps them.
    func parsed(_ file: TemplateFile) -> (ParsedTemplate?, [Diagnostic]) {
        guard keepsParsedFiles else { return TemplateParser.load(file) }
        if let kept = parsedFiles.withLock({ $0[file.path] }) { return kept }
        let parsed = TemplateParser.load(file)
        parsedFiles.withLock { $0[file.path] = parsed }
        return parsed
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
