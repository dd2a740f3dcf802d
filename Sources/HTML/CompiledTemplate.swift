import Support

/// A template checked and compiled into a render program; rendering never touches libxml2.
///
/// A value type of immutable data, so one compiled template can render pages on many threads at once.
public struct CompiledTemplate: Sendable {
    /// The template name it was compiled from (e.g. `movie.html`).
    public let name: String
    let program: RenderProgram

    init(name: String, program: [RenderOp]) {
        self.name = name
        self.program = RenderProgram(program)
    }

    /// Renders the page for `context` into fresh bytes.
    /// A key missing from the context renders as `.absent`.
    public func render(_ context: TemplateContext) -> [UInt8] {
        var buffer = RenderBuffer(capacity: program.staticSize + program.staticSize / 2)
        withUnsafePointer(to: context) { context in
            program.instructions.withUnsafeBufferPointer { instructions in
                program.bytes.withUnsafeBufferPointer { bytes in
                    program.keys.withUnsafeBufferPointer { keys in
                        var renderer = TemplateRenderer(
                            instructions: instructions, bytes: bytes, keys: keys, links: context.pointee.relativeLinks,
                            scopes: [context])
                        renderer.run(instructions.indices, into: &buffer)
                    }
                }
            }
        }
        return buffer.bytes()
    }

    /// Appends the page for `context` to `buffer`.
    public func render(_ context: TemplateContext, into buffer: inout [UInt8]) {
        buffer += render(context)
    }
}
