import Foundation
import Support

@testable import HTML

/// A temporary template directory written by the test itself, removed when released.
final class TemplateFixture {
    let directory: String
    let library: TemplateLibrary

    init(_ files: [String: String]) throws {
        directory = NSTemporaryDirectory() + "sitegen-html-" + UUID().uuidString
        library = TemplateLibrary(searchPaths: [directory])
        try write(files, into: directory)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func write(_ files: [String: String], into root: String) throws {
        for (name, contents) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// The path diagnostics use for `name`.
    func path(_ name: String) -> String { directory + "/" + name }

    func compile(_ name: String, _ schema: TemplateSchema) throws(Diagnostics) -> CompiledTemplate {
        try library.compile(name, schema: schema)
    }

    /// Compiles and renders, returning the output as a string.
    func render(_ name: String, _ schema: TemplateSchema, _ context: TemplateContext) throws -> String {
        String(decoding: try compile(name, schema).render(context), as: UTF8.self)
    }

    /// The diagnostics of a compile that is expected to fail, with the directory prefix removed.
    func errors(_ name: String, _ schema: TemplateSchema) -> [String] {
        do {
            _ = try compile(name, schema)
            return []
        } catch {
            return error.all.map { $0.description.replacingOccurrences(of: directory + "/", with: "") }
        }
    }
}

/// Wraps a body in a minimal page.
func page(_ body: String, head: String = "") -> String {
    "<!DOCTYPE html>\n<html><head><title>t</title>\(head)</head><body>\(body)</body></html>\n"
}
