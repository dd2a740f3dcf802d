/// A compiled template's `RenderOp`s laid out flat for rendering: every instruction a few plain numbers, its static
/// bytes a range of one shared buffer and its key a place in one table, a body the instructions right after its
/// `each` or `if`. Walking the tree of `RenderOp`s, every instruction's payload (its bytes, its key's name, its body)
/// was retained and released as it was matched, on both render threads at once: the most counts of any one place in a
/// full build (a 1k catalog's made 45.9 million counts with the tree, 37.4 million with this program; Callgrind).
struct RenderProgram: Sendable {
    /// One instruction. `first..<end` is a range of `bytes` for static bytes and an attribute's prefix, and a range of
    /// `instructions` for a body.
    struct Instruction: Sendable {
        enum Kind: UInt8, Sendable {
            case bytes, text, html, json, attribute, each, ifTruthy, ifFalsy
        }

        let kind: Kind
        let check: AttributeCheck
        /// The place of the instruction's key in `keys`; 0 for static bytes.
        let key: Int
        let first: Int
        let end: Int

        var range: Range<Int> { first..<end }
    }

    private(set) var instructions: [Instruction] = []
    private(set) var bytes: [UInt8] = []
    private(set) var keys: [TemplateKey] = []
    /// Bytes of static HTML written by the program when every body runs once: a page's buffer is reserved from it.
    private(set) var staticSize = 0

    init(_ ops: [RenderOp]) {
        append(ops)
    }

    private mutating func append(_ ops: [RenderOp]) {
        for op in ops {
            switch op {
            case .bytes(let run):
                appendBytes(.bytes, run, key: 0)
                staticSize += run.count
            case .text(let key): appendKeyed(.text, key)
            case .html(let key): appendKeyed(.html, key)
            case .json(let key): appendKeyed(.json, key)
            case .attribute(let prefix, let key, let check): appendBytes(.attribute, prefix, key: place(of: key), check: check)
            case .each(let key, let body): appendBody(.each, key, body)
            case .if(let key, let negated, let body): appendBody(negated ? .ifFalsy : .ifTruthy, key, body)
            }
        }
    }

    private mutating func appendBytes(_ kind: Instruction.Kind, _ run: [UInt8], key: Int, check: AttributeCheck = .text) {
        let first = bytes.count
        bytes += run
        instructions.append(Instruction(kind: kind, check: check, key: key, first: first, end: bytes.count))
    }

    private mutating func appendKeyed(_ kind: Instruction.Kind, _ key: TemplateKey) {
        instructions.append(Instruction(kind: kind, check: .text, key: place(of: key), first: 0, end: 0))
    }

    /// The instruction, then its body right after it.
    private mutating func appendBody(_ kind: Instruction.Kind, _ key: TemplateKey, _ body: [RenderOp]) {
        let at = instructions.count
        instructions.append(Instruction(kind: kind, check: .text, key: place(of: key), first: 0, end: 0))
        append(body)
        let range = (at + 1)..<instructions.count
        instructions[at] = Instruction(kind: kind, check: .text, key: instructions[at].key, first: range.lowerBound, end: range.upperBound)
    }

    private mutating func place(of key: TemplateKey) -> Int {
        if let index = keys.firstIndex(where: { $0.hash == key.hash && $0.name == key.name }) { return index }
        keys.append(key)
        return keys.count - 1
    }
}
