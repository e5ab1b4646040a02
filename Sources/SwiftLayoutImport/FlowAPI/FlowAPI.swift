import LayoutModel

/// The UIKit names of the flow layout family the importer knows: `UICollectionViewFlowLayout`, the collection
/// view around it, the value types its properties take, its delegate's methods, and the expressions of the
/// running app that a flow spec names (`view.frame.width` is the spec's `width`).
enum FlowAPI {
    /// Types the importer evaluates for flow layouts.
    static let types: Set<String> = [
        "UICollectionViewFlowLayout", "UICollectionViewController", "UIEdgeInsets", "CGSize", "UIScrollView",
        "UIScrollView.ContentInsetAdjustmentBehavior", "UICollectionViewFlowLayout.SectionInsetReference",
    ]

    /// The initializers the importer reads, for messages about the others.
    static let initializers: [String: [String]] = [
        "UICollectionViewFlowLayout": ["()"],
        "UICollectionView": ["(frame:collectionViewLayout:)"],
        "UICollectionViewController": ["(collectionViewLayout:)"],
        "UIEdgeInsets": ["(top:left:bottom:right:)", "()", ".zero"],
        "CGSize": ["(width:height:)", "()", ".zero"],
    ]

    /// The properties of `UICollectionViewFlowLayout` that move frames, all of which the importer reads.
    static let layoutProperties: Set<String> = [
        "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "sectionInsetReference", "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds",
    ]

    /// The collection view's own properties that move a flow layout's frames.
    static let collectionViewProperties: Set<String> = ["contentInset", "contentInsetAdjustmentBehavior", "collectionViewLayout"]

    /// The collection view's properties whose assigned values the importer reads: those that move frames, and the
    /// delegate (another object answering the flow delegate sizes what the layout shows).
    static let collectionViewValuesRead = collectionViewProperties.union(["delegate"])

    /// Everything whose assignment configures a flow layout or its collection view: a declaration that sets one
    /// of these belongs to the layout's code.
    static let configuringProperties = layoutProperties.union(collectionViewProperties)

    /// Properties of the collection view that move frames but come from the environment a layout is computed
    /// in, not from the spec: setting them is noted.
    static let environmentProperties: [String: String] = [
        "frame": "--size", "bounds": "--size", "layoutMargins": "--layout-margins",
        "directionalLayoutMargins": "--layout-margins", "semanticContentAttribute": "--layout-direction",
        "insetsLayoutMarginsFromSafeArea": "--layout-margins", "preservesSuperviewLayoutMargins": "--layout-margins",
    ]

    /// The `UICollectionViewDelegateFlowLayout` methods, each replacing one property per section (F2).
    enum DelegateMethod: String, CaseIterable {
        case sizeForItemAt
        case insetForSectionAt
        case minimumLineSpacingForSectionAt
        case minimumInteritemSpacingForSectionAt
        case referenceSizeForHeaderInSection
        case referenceSizeForFooterInSection

        /// `collectionView(_:layout:sizeForItemAt:)`.
        var signature: String { "collectionView(_:layout:\(rawValue):)" }

        var property: FlowSectionProperty {
            switch self {
            case .sizeForItemAt: return .itemSize
            case .insetForSectionAt: return .sectionInset
            case .minimumLineSpacingForSectionAt: return .minimumLineSpacing
            case .minimumInteritemSpacingForSectionAt: return .minimumInteritemSpacing
            case .referenceSizeForHeaderInSection: return .headerReferenceSize
            case .referenceSizeForFooterInSection: return .footerReferenceSize
            }
        }

        /// True for the method asked once per item (its third argument is an `IndexPath`).
        var isPerItem: Bool { self == .sizeForItemAt }
    }

    /// The argument labels of a method of the collection view delegate's flow-layout family:
    /// `collectionView(_:layout:xxx:)`, three parameters, the second labelled `layout`.
    static func isFlowDelegateShape(name: String, labels: [String?]) -> Bool {
        name == "collectionView" && labels.count == 3 && labels[0] == nil && labels[1] == "layout"
    }

    /// What a chain of names of the running app stands for in a flow spec: the collection view's `width` and
    /// `height` (`view.frame.width`, `collectionView.bounds.size.height`, `UIScreen.main.bounds.width`) and its
    /// safe area (`view.safeAreaInsets.top` is `safeArea.top`). `components` come without a leading `self`.
    static func containerName(_ components: [String]) -> (name: String, meaning: String)? {
        guard let root = components.first, let last = components.last, components.count >= 3 else { return nil }
        var middle = Array(components.dropFirst().dropLast())
        if root == "UIScreen" {
            guard middle.first == "main" else { return nil }
            middle.removeFirst()
            if middle.isEmpty, last == "scale" { return ("scale", "the screen's scale (`scale` in the flow spec)") }
        } else if root != "view" && root != "collectionView" {
            return nil
        }
        if middle == ["safeAreaInsets"], ["top", "left", "bottom", "right"].contains(last), root != "UIScreen" {
            return ("safeArea.\(last)", "the collection view's \(last) safe area inset (`safeArea.\(last)` in the flow spec)")
        }
        guard last == "width" || last == "height" else { return nil }
        guard middle == ["frame"] || middle == ["bounds"] || middle == ["frame", "size"] || middle == ["bounds", "size"] else { return nil }
        if root == "UIScreen", middle.first != "bounds" { return nil }
        return (last, "the collection view's \(last) (`\(last)` in the flow spec)")
    }
}
