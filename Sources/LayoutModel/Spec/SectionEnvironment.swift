/// What a section provider is handed, as UIKit's `NSCollectionLayoutEnvironment`: the container's content size,
/// its effective content insets and size (the content size less the layout configuration's content-insets
/// reference), and every trait of the environment (safe area, layout margins, text size, direction, device).
///
/// Adaptive cases choose by the effective content size (Apple's Adaptive Sections sample reads
/// `effectiveContentSize.width`) and the traits of `ConditionTrait`; computed dimensions
/// (`ComputedDimension`) compute with the container's lengths (`expressionNames`); a section that computes its
/// own insets, as a list section computes its horizontal insets from the layout margins, reads the traits.
public struct SectionEnvironment: Hashable, Sendable {
    /// The whole environment the layout is computed in.
    public var layout: LayoutEnvironment
    /// The container's size less `effectiveContentInsets` (R22).
    public var effectiveContentSize: Size
    /// The insets the configuration's content-insets reference stands for (R22): `container.effectiveContentInsets`.
    public var effectiveContentInsets: EdgeInsets

    public init(layout: LayoutEnvironment, effectiveContentSize: Size, effectiveContentInsets: EdgeInsets = .zero) {
        self.layout = layout
        self.effectiveContentSize = effectiveContentSize
        self.effectiveContentInsets = effectiveContentInsets
    }

    /// The environment a compositional layout's section provider sees: `layout`'s container less the insets of
    /// the configuration's `contentInsetsReference`.
    public init(layout: LayoutEnvironment, contentInsetsReference: ContentInsetsReference) {
        let insets = layout.insets(for: contentInsetsReference)
        let size = layout.containerSize
        self.init(
            layout: layout,
            effectiveContentSize: Size(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom),
            effectiveContentInsets: insets
        )
    }

    /// The values an adaptive case's condition reads: `width` and `height` of the effective content size and the
    /// traits of `ConditionTrait`.
    public var conditionValues: TraitConditionValues { TraitConditionValues(self) }

    /// The names a computed dimension may read, each the `NSCollectionLayoutContainer` length it stands for:
    /// `width` and `height` are the effective content size (as in conditions), `contentSize.width` and
    /// `contentSize.height` the container's whole size, and `effectiveContentInsets.top` (`leading`, `bottom`,
    /// `trailing`) its effective content insets.
    public static let expressionNames = [
        "width", "height", "contentSize.width", "contentSize.height", "effectiveContentInsets.top",
        "effectiveContentInsets.leading", "effectiveContentInsets.bottom", "effectiveContentInsets.trailing",
    ]

    /// The value of a computed value's `expression` here (`ComputedDimension`, `ComputedInsets`,
    /// `LayoutGroup.computedCount`), checked by `problem`, which says why a value cannot be used or gives nil.
    ///
    /// - Throws: a fault at `path` (below the section) naming the expression: a division by zero, a name no section
    ///   environment has, or what `problem` says.
    public func computedValue(of expression: FlowExpression, at path: String, problem: (Double) -> String?) throws(ComputedValueFault) -> Double {
        func fault(_ reason: String) -> ComputedValueFault {
            ComputedValueFault(path: path, expression: expression.description, reason: reason)
        }
        let value: Double
        do {
            value = try expression.evaluate { expressionValue(named: $0) }
        } catch {
            throw fault(error.description)
        }
        if let reason = problem(value) { throw fault(reason) }
        return value
    }

    /// Why a value that may be negative (an inset, a spacing) cannot be used: not finite, or past the limit of lengths.
    public static func signedLengthProblem(_ value: Double) -> String? {
        guard value.isFinite else { return "the value is not finite (\(formatNumber(value)))" }
        return InputLimits.length.fault(for: abs(value), describe: formatNumber)
    }

    /// The value of one of `expressionNames`; nil for any other name.
    public func expressionValue(named name: String) -> Double? {
        switch name {
        case "width": return effectiveContentSize.width
        case "height": return effectiveContentSize.height
        case "contentSize.width": return layout.containerSize.width
        case "contentSize.height": return layout.containerSize.height
        case "effectiveContentInsets.top": return effectiveContentInsets.top
        case "effectiveContentInsets.leading": return effectiveContentInsets.leading
        case "effectiveContentInsets.bottom": return effectiveContentInsets.bottom
        case "effectiveContentInsets.trailing": return effectiveContentInsets.trailing
        default: return nil
        }
    }
}
