/// `UICollectionViewFlowLayout` with its delegate's answers and the collection view properties that move its
/// frames: the layout the compositional API replaced (LayoutSpecFormat.md, Flow layouts; FlowRules.md).
///
/// Every property starts at UIKit's default (F1): 50x50 items, spacings of 10, no insets, no headers or
/// footers, vertical scrolling, insets from the content inset, nothing pinned, no self-sizing.
///
/// ```swift
/// var flow = FlowLayout()
/// flow.itemSize = FlowSize(width: try FlowExpression(parsing: "(width - 30) / 2"), height: 211)
/// flow.collectionView.contentInset = FlowInsets(all: 10)
/// flow.sections = [FlowSectionOverrides(minimumLineSpacing: 4)]   // section 0 only
/// ```
public struct FlowLayout: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// Every item's size, unless its section overrides it (`sizeForItemAt`, F2). May name `item` and dataset
    /// fields, and is then evaluated per item.
    public var itemSize: FlowSize
    /// Self-sizing cells (F24): with `content`, each cell's measured size replaces the estimate. Nil is
    /// UIKit's `.zero`: no self-sizing. Without `content` every cell keeps its estimate.
    public var estimatedItemSize: FlowEstimatedItemSize?
    /// What a self-sizing cell shows, measured for its size (F24).
    public var content: ContentDescription?
    /// The least space between lines (rows when scrolling vertically), F18.
    public var minimumLineSpacing: FlowExpression
    /// The least space between items of a line, used to decide how many fit (F8).
    public var minimumInteritemSpacing: FlowExpression
    public var sectionInset: FlowInsets
    public var sectionInsetReference: SectionInsetReference
    /// Only the scroll-axis component counts; zero means no header (F3).
    public var headerReferenceSize: FlowSize
    public var footerReferenceSize: FlowSize
    /// iOS 9 sticky headers and footers (F22).
    public var sectionHeadersPinToVisibleBounds: Bool
    public var sectionFootersPinToVisibleBounds: Bool
    /// Section `i` takes `sections[i]`'s overrides; sections past the end take the layout's values (not the last
    /// entry's: these are delegate answers, not section definitions).
    public var sections: [FlowSectionOverrides]
    /// The collection view's content inset and its adjustment behaviour.
    public var collectionView: CollectionViewSettings

    public init(
        scrollDirection: ScrollDirection = .vertical,
        itemSize: FlowSize = FlowSize(width: 50, height: 50),
        estimatedItemSize: FlowEstimatedItemSize? = nil,
        content: ContentDescription? = nil,
        minimumLineSpacing: FlowExpression = 10,
        minimumInteritemSpacing: FlowExpression = 10,
        sectionInset: FlowInsets = .zero,
        sectionInsetReference: SectionInsetReference = .fromContentInset,
        headerReferenceSize: FlowSize = .zero,
        footerReferenceSize: FlowSize = .zero,
        sectionHeadersPinToVisibleBounds: Bool = false,
        sectionFootersPinToVisibleBounds: Bool = false,
        sections: [FlowSectionOverrides] = [],
        collectionView: CollectionViewSettings = CollectionViewSettings()
    ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.estimatedItemSize = estimatedItemSize
        self.content = content
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.sections = sections
        self.collectionView = collectionView
    }

    /// The overrides section `index` has: its entry of `sections`, or none past the end.
    public func overrides(forSection index: Int) -> FlowSectionOverrides {
        sections.indices.contains(index) ? sections[index] : FlowSectionOverrides()
    }

    /// The values section `index` lays out with (F2).
    public func parameters(forSection index: Int) -> FlowSectionParameters {
        let overrides = overrides(forSection: index)
        return FlowSectionParameters(
            itemSize: overrides.itemSize ?? itemSize,
            sectionInset: overrides.sectionInset ?? sectionInset,
            minimumLineSpacing: overrides.minimumLineSpacing ?? minimumLineSpacing,
            minimumInteritemSpacing: overrides.minimumInteritemSpacing ?? minimumInteritemSpacing,
            headerReferenceSize: overrides.headerReferenceSize ?? headerReferenceSize,
            footerReferenceSize: overrides.footerReferenceSize ?? footerReferenceSize
        )
    }

    /// True when cells size themselves (F24): an estimate is set.
    public var isSelfSizing: Bool { estimatedItemSize != nil }

    /// The size a self-sizing cell starts from: the explicit estimate, or `itemSize` for `automaticSize`.
    public var estimate: FlowSize? {
        switch estimatedItemSize {
        case .none: return nil
        case .automaticSize: return itemSize
        case .estimate(let size): return size
        }
    }
}
