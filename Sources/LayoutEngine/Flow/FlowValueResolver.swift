import LayoutModel

/// Evaluates a flow spec's expressions in an environment and checks what they give: the bounds, the safe area, the
/// screen's scale, the section and item indices, and the numeric fields of the item's dataset record (LayoutSpecFormat.md,
/// Expressions).
///
/// A value that cannot be used throws a `LayoutError` naming the section, the item where there is one, the
/// property's JSON path and the expression: `section 0, item 3: $.flow.itemSize.width "100 / (3 - item)":
/// division by zero`. Sizes and spacings must be finite and not negative. Values that differ from item to item
/// are evaluated through `FlowItemExpression`, compiled once per section.
struct FlowValueResolver {
    let bounds: Size
    let safeArea: FlowInsets
    /// The screen's scale (`UIScreen.main.scale`): pixels per point.
    let scale: Double
    let content: (any LayoutContent)?

    init(environment: LayoutEnvironment, content: (any LayoutContent)?) {
        bounds = environment.containerSize
        safeArea = FlowInsets(leftToRight: environment.safeAreaInsets)
        scale = environment.scale
        self.content = content
    }

    /// A per-section value (a spacing, a reference size, an item size the same for every item): names the
    /// bounds, the safe area and `section`.
    func sectionValue(_ expression: FlowExpression, section: Int, path: String) throws(LayoutError) -> Double {
        func fault(_ reason: String) -> LayoutError {
            .invalidValue(section: section, item: nil, path: path, expression: expression.description, reason: reason)
        }
        let value: Double
        if let constant = expression.constantValue {
            value = constant
        } else {
            do {
                value = try expression.evaluate { builtInValue(of: $0, section: section) }
            } catch {
                switch error {
                case .unknownName(let name): throw fault(unknownNameReason(name, item: nil, record: nil))
                default: throw fault(error.description)
                }
            }
        }
        if let reason = FlowExpression.problem(withLength: value) { throw fault(reason) }
        return value
    }

    /// The value of a name that means the same for every item of a section; nil for `item` and dataset fields.
    func builtInValue(of name: String, section: Int) -> Double? {
        switch name {
        case "width": return bounds.width
        case "height": return bounds.height
        case "safeArea.top": return safeArea.top
        case "safeArea.left": return safeArea.left
        case "safeArea.bottom": return safeArea.bottom
        case "safeArea.right": return safeArea.right
        case "scale": return scale
        case "section": return Double(section)
        default: return nil
        }
    }

    /// Why a name has no value: said as precisely as the record allows.
    func unknownNameReason(_ name: String, item: Int?, record: (any PredicateEnvironment)?) -> String {
        if name == FlowExpression.itemName || item == nil {
            return "unknown name \"\(name)\": a per-section value cannot name the item or its fields"
        }
        guard content != nil else { return "unknown name \"\(name)\": no dataset is given, so dataset fields have no value" }
        guard let record else { return "unknown name \"\(name)\": the dataset has no record for this item" }
        let value = record.value(named: name)
        if value == .null { return "unknown name \"\(name)\": the item's record has no field \"\(name)\"" }
        let shown = value.text.map { "\"\($0)\"" } ?? "a non-number"
        return "the field \"\(name)\" is not a number (found \(shown))"
    }
}
