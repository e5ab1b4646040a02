import SwiftSyntax

/// The cell or supplementary view a registration's handler configures (`cell` in `{ cell, indexPath, item in
/// ... }`): the content configuration it is given, and the first code that configures it some other way, which
/// makes it a custom view whose height the importer cannot know.
struct RegistrationView {
    /// What `contentConfiguration` was last set to, and where.
    var content: SwiftValue?
    var contentNode: Syntax?
    /// `cell.configure(with: item)`, `cell.titleLabel.text = ...`: the first such code.
    var customCode: Syntax?
}
