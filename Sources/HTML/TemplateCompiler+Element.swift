/// Serialising one element: start tag with static and bound attributes, content, end tag.
extension TemplateCompiler {
    func emit(_ element: TemplateElement, in path: String) {
        let bound = boundAttributes(of: element, in: path)
        let staticNames = Set(element.attributes.map(\.name))
        builder.append("<" + element.name)
        for attribute in element.attributes {
            if attribute.name.hasPrefix("data-attr-") {
                let target = String(attribute.name.dropFirst("data-attr-".count))
                // Bound where written, unless a placeholder attribute of that name holds the place.
                if !staticNames.contains(target), let key = bound[target] { emitHole(target, key: key) }
            } else if Self.controlAttributes.contains(attribute.name) {
                continue
            } else if let key = bound[attribute.name] {
                emitHole(attribute.name, key: key)
            } else {
                builder.append(" " + attribute.name)
                if let value = attribute.value {
                    builder.append("=\"")
                    builder.appendEscapedAttribute(value)
                    builder.append("\"")
                }
            }
        }
        builder.append(">")
        if Self.voidElements.contains(element.name) {
            for binding in ["data-text", "data-html", "data-json", "data-slot"] where element.hasAttribute(binding) {
                error("\(binding) on void element <\(element.name)>, which has no content", at: element.line, in: path)
            }
            return
        }
        emitContent(of: element, in: path)
        builder.append("</\(element.name)>")
    }

    private func emitHole(_ name: String, key: String) {
        builder.hole(.attribute(prefix: Array(" \(name)=\"".utf8), key: TemplateKey(key), check: AttributeCheck(attribute: name)))
    }

    /// The checked `data-attr-NAME` bindings, by target attribute name.
    private func boundAttributes(of element: TemplateElement, in path: String) -> [String: String] {
        var bound: [String: String] = [:]
        for attribute in element.attributes where attribute.name.hasPrefix("data-attr-") {
            let target = String(attribute.name.dropFirst("data-attr-".count))
            let binding = attribute.name
            if target.isEmpty {
                error("data-attr- needs an attribute name, as in data-attr-href", at: element.line, in: path)
            } else if target.hasPrefix("on") {
                error(
                    "\(binding) is not allowed: binding event handler attributes would allow script injection",
                    at: element.line, in: path)
            } else if target == "style" || target == "srcdoc" {
                error("\(binding) is not allowed: '\(target)' values cannot be checked safely", at: element.line, in: path)
            } else if Self.controlAttributes.contains(target) || target.hasPrefix("data-attr-") {
                error("\(binding) cannot target the binding attribute '\(target)'", at: element.line, in: path)
            } else if check(
                attribute.value ?? "", binding: binding, at: element.line, in: path, needs: "text",
                allowed: { $0 == .text }) != nil
            {
                bound[target] = attribute.value ?? ""
            }
        }
        return bound
    }

    func emitContent(of element: TemplateElement, in path: String) {
        let text = element.attribute("data-text")
        let html = element.attribute("data-html")
        if text != nil && html != nil {
            error("data-text and data-html on the same element", at: element.line, in: path)
        }
        if let key = element.attribute("data-json") {
            emitJSON(key, element, in: path)
        } else if let key = text {
            if check(key, binding: "data-text", at: element.line, in: path, needs: "text", allowed: { $0 == .text }) != nil {
                builder.hole(.text(key: TemplateKey(key)))
            }
        } else if let key = html {
            if check(key, binding: "data-html", at: element.line, in: path, needs: "html", allowed: { $0 == .html }) != nil {
                builder.hole(.html(key: TemplateKey(key)))
            }
        } else if let slot = element.attribute("data-slot") {
            emitSlot(slot, element, in: path)
        } else {
            compile(element.children, in: path)
        }
    }
}
