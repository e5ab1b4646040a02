import ArgumentParser
import CatalogKit
import LayoutModel

/// Which side of a command a group of options is for. A's options are the compute options themselves; B's (in
/// `diff`) are the same options with a `--b-` prefix, each replacing A's value for B only. One generic option group
/// serves both, so every compute option has its B twin and every message names the option as typed.
protocol OptionSide {
    /// Prepended to every option name: "" or "b-".
    static var prefix: String { get }
    /// What the options are checked on top of when parsed: nil where `--size` or `--device` is required.
    static var validationBase: ComputeRequest? { get }
    /// The text an axis of the matrix takes when its option is not given (the lint's matrix); none for a command
    /// that computes the defaults of `LayoutEnvironment`.
    static var axisDefaults: [EnvironmentTrait: String] { get }
}

extension OptionSide {
    /// True for B, whose options default to A's values.
    static var isSideB: Bool { !prefix.isEmpty }

    /// B's options are checked on a stand-in for A (the command combines them with A's own); A's need a screen.
    static var validationBase: ComputeRequest? {
        isSideB ? ComputeRequest(LayoutEnvironment(containerSize: Size(width: 1, height: 1))) : nil
    }

    static var axisDefaults: [EnvironmentTrait: String] { [:] }

    /// The option's name as typed: `--b-size`.
    static func option(_ name: String) -> String { "--" + prefix + name }

    /// A's help text, or for B a line saying which of A's options it replaces.
    static func help(_ text: String, _ name: String, valueName: String) -> ArgumentHelp {
        ArgumentHelp(isSideB ? "B's --\(name) (default: A's)." : text, valueName: valueName)
    }

    /// The help of a trait's option, in the trait's own words.
    static func help(_ trait: EnvironmentTrait) -> ArgumentHelp {
        help(trait.help, trait.rawValue, valueName: trait.valueName)
    }
}

/// The compute options themselves.
enum SideA: OptionSide {
    static let prefix = ""
}

/// B's options in a comparison.
enum SideB: OptionSide {
    static let prefix = "b-"
}

/// A report's options: the compute options, where without `--size` or `--device` the report's default devices
/// are the base (so `--orientation both` or `--layout-direction rightToLeft` applies to each of them).
enum ReportSide: OptionSide {
    static let prefix = ""
    static var validationBase: ComputeRequest? { ReportRequest.defaultEnvironments().first }
}

/// The lint's options: the compute options, where an axis not given takes the lint's matrix
/// (`LintRequest.matrixDefaults`: every device both ways up, three text sizes, both directions).
enum LintSide: OptionSide {
    static let prefix = ""
    static var axisDefaults: [EnvironmentTrait: String] { LintRequest.matrixDefaults }
}
