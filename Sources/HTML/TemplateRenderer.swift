import Support

/// One page's rendering of a `RenderProgram`: the program read in place, and the scopes, innermost last, as pointers to
/// contexts that outlive the rendering (the page's, and the items of the lists being walked), so that a scope is not
/// retained and released as it is entered and left.
struct TemplateRenderer {
    let instructions: UnsafeBufferPointer<RenderProgram.Instruction>
    let bytes: UnsafeBufferPointer<UInt8>
    let keys: UnsafeBufferPointer<TemplateKey>
    let links: RelativeLinks?
    var scopes: [UnsafePointer<TemplateContext>]

    /// Appends what the instructions in `range` write.
    mutating func run(_ range: Range<Int>, into buffer: inout RenderBuffer) {
        var index = range.lowerBound
        while index < range.upperBound {
            let instruction = instructions[index]
            index += 1
            switch instruction.kind {
            case .bytes:
                buffer.appendRun(UnsafeBufferPointer(rebasing: bytes[instruction.range]))
            case .text:
                switch lookup(instruction.key) {
                case .text(let s): HTMLEscaping.appendText(s, into: &buffer)
                case .html(let h): HTMLEscaping.appendVerbatim(h.html, into: &buffer) // already safe
                default: break
                }
            case .html:
                switch lookup(instruction.key) {
                case .html(let h): HTMLEscaping.appendVerbatim(h.html, into: &buffer)
                case .text(let s): HTMLEscaping.appendText(s, into: &buffer) // never trust plain text
                default: break
                }
            case .json:
                // Only a JSON value: text or HTML bound here by mistake could be anything but JSON.
                guard case .json(let s) = lookup(instruction.key) else { break }
                HTMLEscaping.appendScriptJSON(s, into: &buffer)
            case .attribute:
                guard case .text(let value) = lookup(instruction.key),
                    let checked = instruction.check.checked(value, links: links)
                else { break }
                buffer.appendRun(UnsafeBufferPointer(rebasing: bytes[instruction.range]))
                HTMLEscaping.appendAttribute(checked, into: &buffer)
                buffer.appendByte(UInt8(ascii: "\""))
            case .each:
                if case .list(let items) = lookup(instruction.key) { repeatBody(instruction.range, over: items, into: &buffer) }
                index = instruction.range.upperBound
            case .ifTruthy, .ifFalsy:
                if lookup(instruction.key).isTruthy == (instruction.kind == .ifTruthy) { run(instruction.range, into: &buffer) }
                index = instruction.range.upperBound
            }
        }
    }

    /// The body in `body` once for each of `items`, with the item as the innermost scope.
    private mutating func repeatBody(_ body: Range<Int>, over items: [TemplateContext], into buffer: inout RenderBuffer) {
        items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for item in items.indices {
                scopes.append(first + item)
                run(body, into: &buffer)
                scopes.removeLast()
            }
        }
    }

    /// The value of the key at `place`, the innermost scope's first; `.absent` when no scope has it.
    private func lookup(_ key: Int) -> TemplateValue {
        var index = scopes.endIndex
        while index > scopes.startIndex {
            index -= 1
            let scope = scopes[index]
            if let value = scope.pointee.values[keys[key]] { return value }
            if !scope.pointee.texts.isEmpty, let text = scope.pointee.texts[keys[key].name] { return .text(text) }
        }
        return .absent
    }
}
