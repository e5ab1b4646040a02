import Foundation
import LayoutEngine
import LayoutModel
import LayoutRender
import SpecFormat
import TestSupport

/// The specs of `Samples/layouts`, computed and drawn the way `catalog render` does at 390 x 844 @3x.
enum SampleLayouts {
    static let folder = PackageRoot.url("Samples/layouts")

    static func spec(_ name: String) throws -> LayoutSpec {
        for format in SpecFileFormat.allCases {
            let url = folder.appendingPathComponent("\(name).\(format.rawValue)")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            return try SpecDocument.decodeLayout(text, file: url.path, format: format)
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.appendingPathComponent(name).path])
    }

    static func environment(for spec: LayoutSpec, offset: Point = .zero, safeArea: EdgeInsets = .zero) -> LayoutEnvironment {
        LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), scale: 3, safeAreaInsets: safeArea, contentOffset: offset
        )
    }

    /// The sample's result and picture.
    static func render(_ name: String, extent: RenderExtent = .content, offset: Point = .zero, safeArea: EdgeInsets = .zero) throws
        -> (result: LayoutResult, environment: LayoutEnvironment, picture: RenderedPicture)
    {
        let spec = try spec(name)
        let environment = environment(for: spec, offset: offset, safeArea: safeArea)
        let result = try LayoutPlanner.compute(spec, in: environment, itemCounts: spec.itemCounts ?? [1])
        let options = RenderOptions(extent: extent, caption: "\(name) at 390x844@3x")
        return (result, environment, SVGRenderer(options: options).render(result, in: environment))
    }
}
