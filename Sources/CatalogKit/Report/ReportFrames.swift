import LayoutModel

/// One frames table of a layout's page: a distinct result, drawn in the first environment it stands for.
struct ReportFrames {
    var environment: ReportEnvironment
    /// The environments the result stands for, as the picture's caption names them.
    var label: String
    var result: LayoutResult
    var runID: Int64
}
