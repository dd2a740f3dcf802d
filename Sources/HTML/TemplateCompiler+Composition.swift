/// Pages, layouts with slots and fills, and includes.
extension TemplateCompiler {
    /// Compiles page template `name` (through its layout, if it names one) into a program.
    func compilePage(_ name: String) -> [RenderOp] {
        guard let page = loadTopLevel(name) else { return [] }
        includeStack = [name]
        guard let html = page.htmlElement, let layoutName = html.attribute("data-layout") else {
            emitDocument(page)
            return builder.finish()
        }
        fills = collectFills(in: html.children, path: page.path)
        if let layoutFile = library.file(named: layoutName) {
            includeStack.append(layoutName)
            let (parsed, found) = library.parsed(layoutFile)
            report(found)
            if let layout = parsed {
                checkDoctype(layout)
                if let nested = layout.htmlElement, nested.hasAttribute("data-layout") {
                    error("a layout cannot itself have data-layout", at: nested.line, in: layout.path)
                }
                emitDocument(layout)
                for (slot, fill) in fills ?? [:] where !usedSlots.contains(slot) {
                    error(
                        "data-fill '\(slot)' has no matching data-slot in layout '\(layoutName)'",
                        at: fill.element.line, in: fill.path)
                }
            }
        } else {
            error("layout '\(layoutName)' not found (searched: \(library.searchDescription))", at: html.line, in: page.path)
        }
        return builder.finish()
    }

    /// Loads and parses the top-level template, reporting not found, bad UTF-8, parser errors and
    /// a missing doctype.
    private func loadTopLevel(_ name: String) -> ParsedTemplate? {
        guard let file = library.file(named: name) else {
            error("template '\(name)' not found (searched: \(library.searchDescription))", at: 0, in: name)
            return nil
        }
        let (parsed, found) = library.parsed(file)
        report(found)
        if let parsed { checkDoctype(parsed) }
        return parsed
    }

    private func checkDoctype(_ template: ParsedTemplate) {
        if !template.hasDoctype {
            error("missing <!DOCTYPE html>; page templates and layouts must start with it", at: 1, in: template.path)
        }
    }

    private func emitDocument(_ template: ParsedTemplate) {
        if template.hasDoctype { builder.append("<!DOCTYPE html>\n") }
        compile(template.nodes, in: template.path)
        builder.append("\n")
    }

    /// The page's `data-fill` elements by name; fills are not searched for nested fills.
    private func collectFills(in nodes: [TemplateNode], path: String) -> [String: Fill] {
        var result: [String: Fill] = [:]
        func visit(_ nodes: [TemplateNode]) {
            for case .element(let element) in nodes {
                guard let name = element.attribute("data-fill") else {
                    visit(element.children)
                    continue
                }
                if name.isEmpty {
                    error("data-fill needs a slot name", at: element.line, in: path)
                } else if result[name] != nil {
                    error("data-fill '\(name)' appears more than once", at: element.line, in: path)
                } else {
                    result[name] = Fill(element: element, path: path)
                }
            }
        }
        visit(nodes)
        return result
    }

    /// A layout slot: the page's fill content, or the slot's own default content.
    func emitSlot(_ name: String, _ element: TemplateElement, in path: String) {
        if let fill = fills?[name] {
            usedSlots.insert(name)
            // The fill's children, or its own data-text/data-html (`<title data-fill="t" data-text="title">`).
            emitContent(of: fill.element, in: fill.path)
        } else {
            if fills != nil && element.hasAttribute("data-slot-required") {
                error(
                    "required slot '\(name)' has no data-fill in page '\(includeStack.first ?? "")'",
                    at: element.line, in: path)
            }
            compile(element.children, in: path)
        }
    }

    /// `data-include`: the partial's content, compiled in the current scope.
    func compileInclude(_ name: String, from element: TemplateElement, in path: String) {
        for attribute in element.attributes
        where ["data-text", "data-html", "data-json", "data-slot", "data-fill"].contains(attribute.name)
            || attribute.name.hasPrefix("data-attr-")
        {
            error("data-include cannot be combined with \(attribute.name)", at: element.line, in: path)
        }
        if includeStack.contains(name) {
            let cycle = (includeStack + [name]).joined(separator: " -> ")
            error("include cycle: \(cycle)", at: element.line, in: path)
            return
        }
        guard let partialFile = library.file(named: name) else {
            error("included template '\(name)' not found (searched: \(library.searchDescription))", at: element.line, in: path)
            return
        }
        guard let partial = loadPartial(partialFile) else { return }
        includeStack.append(name)
        compile(partial.fragmentNodes, in: partial.path)
        includeStack.removeLast()
    }

    private func loadPartial(_ file: TemplateFile) -> ParsedTemplate? {
        let path = file.path
        if let cached = partials[path] { return cached }
        let (parsed, found) = library.parsed(file)
        report(found)
        if let parsed, parsed.startsWithText {
            error("a partial must start with an element: libxml2 wraps leading text in an implied <p>", at: 1, in: path)
        }
        partials[path] = parsed
        return parsed
    }
}
