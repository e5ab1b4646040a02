/// What a section provider is handed, as UIKit's `NSCollectionLayoutEnvironment`: the container's effective
/// content size (its bounds less the layout configuration's content-insets reference) and every trait of the
/// environment (safe area, layout margins, text size, direction, device).
///
/// Adaptive cases choose by the effective content size (Apple's Adaptive Sections sample reads
/// `effectiveContentSize.width`) and the traits of `ConditionTrait`; a section that computes its own insets, as a
/// list section computes its horizontal insets from the layout margins, reads the traits.
public struct SectionEnvironment: Hashable, Sendable {
    /// The whole environment the layout is computed in.
    public var layout: LayoutEnvironment
    /// The container's size less the insets the configuration's content-insets reference stands for (R22).
    public var effectiveContentSize: Size

    public init(layout: LayoutEnvironment, effectiveContentSize: Size) {
        self.layout = layout
        self.effectiveContentSize = effectiveContentSize
    }

    /// The environment a compositional layout's section provider sees: `layout`'s container less the insets of
    /// the configuration's `contentInsetsReference`.
    public init(layout: LayoutEnvironment, contentInsetsReference: ContentInsetsReference) {
        let insets = layout.insets(for: contentInsetsReference)
        let size = layout.containerSize
        self.init(
            layout: layout,
            effectiveContentSize: Size(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        )
    }

    /// The values an adaptive case's condition reads: `width` and `height` of the effective content size and the
    /// traits of `ConditionTrait`.
    public var conditionValues: TraitConditionValues { TraitConditionValues(self) }
}
