/// Why evaluation of a layout stopped early.
enum EvaluationStop: Error {
    /// A fault that leaves nothing sensible to continue with (a condition that cannot be decided, a call that
    /// cannot be made).
    case fault(SwiftImportDiagnostic)
    /// An array was indexed past its end by the section index: the provider has no more sections (a data
    /// source would not ask for them).
    case sectionIndexOutOfRange
    /// The code would crash the app here (`fatalError`, unwrapping nil, an index out of range). For a section
    /// provider past section 0 this means the app never asks for that section.
    case crash(SwiftImportDiagnostic)
    /// The declaration turns out to build no layout of its own: a flow layout created only because UIKit needs one
    /// at init and replaced before anything is laid out. A note says why; nothing is imported or skipped.
    case notALayout(SwiftImportDiagnostic)

    /// The located message, for a stop that has one.
    var diagnostic: SwiftImportDiagnostic? {
        switch self {
        case .fault(let diagnostic), .crash(let diagnostic): return diagnostic
        case .sectionIndexOutOfRange, .notALayout: return nil
        }
    }
}
