import LayoutModel
import Testing

/// The flow layout's defaults, per-section resolution and adjusted content inset.
@Suite("Flow layout model")
struct FlowLayoutModelTests {
    @Test func defaultsAreUIKits() {
        let flow = FlowLayout()
        #expect(flow.itemSize == FlowSize(width: 50, height: 50))
        #expect(flow.minimumLineSpacing == 10)
        #expect(flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == .zero)
        #expect(flow.headerReferenceSize == .zero)
        #expect(flow.footerReferenceSize == .zero)
        #expect(flow.scrollDirection == .vertical)
        #expect(flow.sectionInsetReference == .fromContentInset)
        #expect(flow.estimatedItemSize == nil)
        #expect(!flow.sectionHeadersPinToVisibleBounds && !flow.sectionFootersPinToVisibleBounds)
        #expect(flow.collectionView.contentInsetAdjustmentBehavior == .automatic)
    }

    @Test func sectionsPastTheEndTakeTheLayoutsValues() {
        var flow = FlowLayout()
        flow.minimumLineSpacing = 7
        flow.sections = [FlowSectionOverrides(minimumLineSpacing: 1), FlowSectionOverrides(itemSize: FlowSize(width: 9, height: 9))]
        #expect(flow.parameters(forSection: 0).minimumLineSpacing == 1)
        #expect(flow.parameters(forSection: 1).minimumLineSpacing == 7)
        #expect(flow.parameters(forSection: 1).itemSize == FlowSize(width: 9, height: 9))
        // Not the last entry's values: section 2 has no delegate answer of its own.
        #expect(flow.parameters(forSection: 2).itemSize == FlowSize(width: 50, height: 50))
        #expect(flow.parameters(forSection: 2).minimumLineSpacing == 7)
    }

    @Test func adjustedContentInsetFollowsTheBehaviour() {
        let safe = FlowInsets(top: 47, left: 5, bottom: 34, right: 6)
        var settings = CollectionViewSettings(contentInset: FlowInsets(all: 10))
        #expect(settings.adjustedContentInset(safeArea: safe, scrollDirection: .vertical) == FlowInsets(top: 57, left: 10, bottom: 44, right: 10))
        #expect(settings.adjustedContentInset(safeArea: safe, scrollDirection: .horizontal) == FlowInsets(top: 10, left: 15, bottom: 10, right: 16))
        settings.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(settings.adjustedContentInset(safeArea: safe, scrollDirection: .vertical) == FlowInsets(top: 57, left: 10, bottom: 44, right: 10))
        settings.contentInsetAdjustmentBehavior = .always
        #expect(settings.adjustedContentInset(safeArea: safe, scrollDirection: .vertical) == FlowInsets(top: 57, left: 15, bottom: 44, right: 16))
        settings.contentInsetAdjustmentBehavior = .never
        #expect(settings.adjustedContentInset(safeArea: safe, scrollDirection: .vertical) == FlowInsets(all: 10))
    }

    @Test func numericTextIsANumber() {
        #expect(PredicateValue.string(" 12 ").arithmeticValue == 12)
        #expect(PredicateValue.number(2.5).arithmeticValue == 2.5)
        #expect(PredicateValue.string("twelve").arithmeticValue == nil)
        #expect(PredicateValue.bool(true).arithmeticValue == nil)
        #expect(PredicateValue.null.arithmeticValue == nil)
    }
}

extension FlowLayoutModelTests {
    @Test func saysWhetherItNeedsContent() throws {
        var flow = FlowLayout()
        #expect(!flow.readsDatasetFields && flow.contentDescriptions.isEmpty)
        flow.sections = [FlowSectionOverrides(), FlowSectionOverrides(itemSize: FlowSize(width: try FlowExpression(parsing: "weight / 2"), height: 10))]
        #expect(flow.readsDatasetFields)
        flow.sections = []
        flow.itemSize = FlowSize(width: try FlowExpression(parsing: "item * 2 + width"), height: 10)
        #expect(!flow.readsDatasetFields)
        flow.content = ContentDescription(text: .field("name"))
        #expect(flow.contentDescriptions.isEmpty)
        flow.estimatedItemSize = .automaticSize
        #expect(flow.contentDescriptions == [ContentDescription(text: .field("name"))])
    }
}
