import ArgumentParser

/// Which side of a command a group of options is for. A's options are the compute options themselves; B's (in
/// `diff`) are the same options with a `--b-` prefix, each replacing A's value for B only. One generic option group
/// serves both, so every compute option has its B twin and every message names the option as typed.
protocol OptionSide {
    /// Prepended to every option name: "" or "b-".
    static var prefix: String { get }
}

extension OptionSide {
    /// True for B, whose options default to A's values.
    static var isSideB: Bool { !prefix.isEmpty }

    /// The option's name as typed: `--b-size`.
    static func option(_ name: String) -> String { "--" + prefix + name }

    /// A's help text, or for B a line saying which of A's options it replaces.
    static func help(_ text: String, _ name: String, valueName: String) -> ArgumentHelp {
        ArgumentHelp(isSideB ? "B's --\(name) (default: A's)." : text, valueName: valueName)
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
