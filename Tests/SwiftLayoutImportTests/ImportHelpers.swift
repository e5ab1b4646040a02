import LayoutModel
import SpecFormat
import SwiftLayoutImport
import Testing

/// Imports Swift source the way `catalog import` does, for assertions.
enum Importing {
    static func result(_ source: String, file: String = "Layouts.swift", assumptions: [String: AssumedValue] = [:]) -> SwiftImportResult {
        SwiftLayoutImporter.layouts(in: source, file: file, assumptions: assumptions)
    }

    /// The one layout of the source; records an issue (with the diagnostics) when there is not exactly one.
    static func spec(_ source: String, assumptions: [String: AssumedValue] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutSpec? {
        let result = result(source, assumptions: assumptions)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        #expect(result.layouts.count == 1, "found \(result.layouts.map(\.name))", sourceLocation: sourceLocation)
        return result.layouts.first?.spec
    }

    /// The diagnostics' texts (`file:line:column: message (hint)`).
    static func faults(_ source: String, file: String = "Layouts.swift", assumptions: [String: AssumedValue] = [:]) -> [String] {
        result(source, file: file, assumptions: assumptions).diagnostics.map(\.description)
    }

    /// The sections a spec written in the catalog's YAML format describes, to compare with an imported spec.
    static func sections(yaml: String) throws -> [SectionDefinition] {
        try SpecDocument.decodeLayout("name: expected\n" + yaml, file: "expected.yaml", format: .yaml).compositional?.sections ?? []
    }

    static func configuration(yaml: String) throws -> LayoutConfiguration {
        try SpecDocument.decodeLayout("name: expected\n" + yaml, file: "expected.yaml", format: .yaml).compositional?.configuration ?? LayoutConfiguration()
    }
}

extension Importing {
    /// Imports several files as one module, the way `catalog import` reads the Swift files and storyboards it is given.
    static func result(files: [SwiftImportFile], assumptions: [String: AssumedValue] = [:]) -> SwiftImportResult {
        SwiftLayoutImporter.layouts(in: files, assumptions: assumptions)
    }

    /// Swift files by name, for `result(files:)`.
    static func swiftFiles(_ files: KeyValuePairs<String, String>) -> [SwiftImportFile] {
        files.map { SwiftImportFile(path: $0.key, text: $0.value) }
    }
}

/// Storyboards in the shape Xcode saves them, written for the tests: scenes whose view controller has a
/// collection view with a flow layout element.
enum Storyboards {
    static func document(scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A flow layout element with attributes and `size`/`inset` children as Interface Builder writes them.
    static func flowLayout(_ attributes: String = #"minimumLineSpacing="10" minimumInteritemSpacing="10""#, children: String = "") -> String {
        """
                                <collectionViewFlowLayout key="collectionViewLayout" \(attributes) id="fl-\(attributes.count)">
        \(children)
                                </collectionViewFlowLayout>
        """
    }

    /// A collection view controller scene of class `controller` whose collection view has `layout`.
    static func scene(controller: String, layout: String = flowLayout(children: #"<size key="itemSize" width="50" height="50"/>"#)) -> String {
        """
                <!--\(controller)-->
                <scene sceneID="sc-\(controller)">
                    <objects>
                        <collectionViewController id="vc-\(controller)" customClass="\(controller)" customModule="App" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv-\(controller)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        \(layout)
                                <cells/>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
        """
    }

    /// A plain view controller scene whose collection view is connected to the outlet `outlet`.
    static func viewControllerScene(controller: String, outlet: String, layout: String) -> String {
        """
                <scene sceneID="sc-\(controller)">
                    <objects>
                        <viewController id="vc-\(controller)" customClass="\(controller)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-\(controller)">
                                <subviews>
                                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" dataMode="prototypes" id="cv-\(controller)">
        \(layout)
                                    </collectionView>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="\(outlet)" destination="cv-\(controller)" id="out-\(controller)"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """
    }
}
