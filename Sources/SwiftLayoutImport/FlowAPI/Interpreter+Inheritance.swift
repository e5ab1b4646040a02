import SwiftSyntax

/// What a controller inherits from a class of the files, as UIKit runs it: the superclass's `viewDidLoad` (and other
/// methods reached through `super`) runs with the same `self`, when its code touches the collection view or its layout.
/// A base class's lifecycle that only sets up navigation items, observers or themes moves no frame, and is read as
/// doing nothing, as before inheritance was followed: what it cannot evaluate (a flag of the running app) must not
/// block the layout its subclass builds.
extension Interpreter {
    /// Whether a function's code, or a function of the files it calls by name (`setupCollectionView()`,
    /// `self.configureLayout()`), names a collection view, its layout or their properties.
    func touchesLayout(_ function: FunctionDeclSyntax, owner: String?) -> Bool {
        var visiting: Set<SyntaxIdentifier> = []
        return touchesLayout(function, owner: owner, visiting: &visiting)
    }

    private func touchesLayout(_ function: FunctionDeclSyntax, owner: String?, visiting: inout Set<SyntaxIdentifier>) -> Bool {
        guard visiting.insert(function.id).inserted, visiting.count <= 16, let body = function.body else { return false }
        var called: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if Self.namesLayoutCode(text) { return true }
            if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen { called.append(text) }
        }
        for name in called {
            if let callee = index.function(named: name, in: owner, near: function), touchesLayout(callee.decl, owner: callee.typeName, visiting: &visiting) {
                return true
            }
        }
        return false
    }

    /// Whether a function's code calls `super.name(…)` (by its tokens, so a comment that mentions it does not count).
    static func callsSuper(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        var previous: [TokenKind] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            if token.text == name, previous.suffix(2) == [.keyword(.super), .period] { return true }
            previous = Array((previous + [token.tokenKind]).suffix(2))
        }
        return false
    }

    /// `collectionView`, `galleryCollectionView`, `collectionViewLayout`, `itemSize`, `UICollectionViewFlowLayout`,
    /// `NSCollectionLayoutSection`, `contentInset`: names of layout code.
    static func namesLayoutCode(_ name: String) -> Bool {
        CollectionViewName.matches(name) || FlowAPI.layoutProperties.contains(name) || FlowAPI.collectionViewProperties.contains(name)
            || name.hasPrefix("UICollectionView") || name.hasPrefix("NSCollectionLayout")
    }
}
