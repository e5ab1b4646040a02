import LayoutModel
import LayoutRender

/// A rendered picture and the run it shows.
public struct RenderOutcome: Sendable {
    public var picture: RenderedPicture
    public var compute: ComputeOutcome
    /// The layout and environment drawn, as the caption names them.
    public var label: String
    public var extent: RenderExtent

    /// One line for the terminal.
    public var summary: String {
        let size = picture.pixelSize
        let extentText = extent == .content ? "whole content" : "screen only"
        let how = compute.cached ? "run \(compute.run.id), cached" : "run \(compute.run.id), computed"
        return "\(label): \(picture.elementCount) elements drawn, \(extentText), \(formatPoints(size.width)) × \(formatPoints(size.height)) px (\(how))"
    }
}
