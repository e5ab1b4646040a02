import LayoutModel

/// Evaluates a flow spec's expressions in an environment and checks what they give: the bounds, the safe area,
/// the section and item indices, and the numeric fields of the item's dataset record (contract §4).
///
/// A value that cannot be used throws a `LayoutError` naming the section, the item where there is one, the
/// property's JSON path and the expression: `section 0, item 3: $.flow.itemSize.width "100 / (item - 3)":
/// division by zero`. Sizes and spacings must be finite and not negative.
struct FlowValueResolver {
    let bounds: Size
    let safeArea: FlowInsets
    let content: (any LayoutContent)?

    init(environment: LayoutEnvironment, content: (any LayoutContent)?) {
        bounds = environment.containerSize
        safeArea = FlowInsets(leftToRight: environment.safeAreaInsets)
        self.content = content
    }

    /// A per-section value (a spacing or a reference size): names the bounds, the safe area and `section`.
    func sectionValue(_ expression: FlowExpression, section: Int, path: String) throws(LayoutError) -> Double {
        try evaluate(expression, section: section, item: nil, record: nil, path: path)
    }

    /// An item's value (a size component): also names `item` and the fields of the item's record.
    func itemValue(_ expression: FlowExpression, section: Int, item: Int, path: String) throws(LayoutError) -> Double {
        let record = expression.fieldNames.isEmpty ? nil : content?.record(section: section, item: item)
        return try evaluate(expression, section: section, item: item, record: record, path: path)
    }

    private func evaluate(
        _ expression: FlowExpression, section: Int, item: Int?, record: (any PredicateEnvironment)?, path: String
    ) throws(LayoutError) -> Double {
        func fault(_ reason: String) -> LayoutError {
            .invalidFlowValue(section: section, item: item, path: path, expression: expression.description, reason: reason)
        }
        let value: Double
        if let constant = expression.constantValue {
            value = constant
        } else {
            value = try evaluated(expression, section: section, item: item, record: record, path: path)
        }
        if value.isNaN { throw fault("the value is not a number") }
        if value.isInfinite { throw fault("the value is not finite (\(formatNumber(value)))") }
        if value < 0 { throw fault("must not be negative (found \(formatNumber(value)))") }
        return value
    }

    /// The expression's value, or the fault that stops it.
    private func evaluated(
        _ expression: FlowExpression, section: Int, item: Int?, record: (any PredicateEnvironment)?, path: String
    ) throws(LayoutError) -> Double {
        func fault(_ reason: String) -> LayoutError {
            .invalidFlowValue(section: section, item: item, path: path, expression: expression.description, reason: reason)
        }
        do {
            return try expression.evaluate { name in
                switch name {
                case "width": return bounds.width
                case "height": return bounds.height
                case "safeArea.top": return safeArea.top
                case "safeArea.left": return safeArea.left
                case "safeArea.bottom": return safeArea.bottom
                case "safeArea.right": return safeArea.right
                case "section": return Double(section)
                case FlowExpression.itemName: return item.map(Double.init)
                default: return record?.value(named: name).arithmeticValue
                }
            }
        } catch {
            switch error {
            case .unknownName(let name): throw fault(unknownNameReason(name, item: item, record: record))
            default: throw fault(error.description)
            }
        }
    }

    /// Why a name has no value: said as precisely as the record allows.
    private func unknownNameReason(_ name: String, item: Int?, record: (any PredicateEnvironment)?) -> String {
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
