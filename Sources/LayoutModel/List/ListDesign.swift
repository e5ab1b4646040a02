/// Which list metrics a list section is laid out with: the generation of UIKit's list code the iOS version runs
/// (`IOSVersion.ListModel`) and the section's appearance, since iOS 26's numbers were measured on grouped and
/// inset-grouped lists only (ListRules.md, "iOS 26"). Plain and sidebar lists keep iOS 15 to 18's metrics on iOS
/// 26 but for the row minimum.
public struct ListDesign: Hashable, Sendable {
    public var model: IOSVersion.ListModel
    public var appearance: ListAppearance

    public init(model: IOSVersion.ListModel, appearance: ListAppearance) {
        self.model = model
        self.appearance = appearance
    }

    /// True where iOS 26's measured grouped and inset-grouped metrics apply: cell margins, header and footer
    /// margins and text, the spacing between sections, the phone margin of 16, the card's corner radius.
    public var isRedesigned: Bool { model == .ios26 && (appearance == .grouped || appearance == .insetGrouped) }
}
