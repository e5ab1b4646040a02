import SwiftSyntax

extension DeclarationIndex {
    /// The names through which code can change a collection view's layout or what its flow layout reads: the flow
    /// layout's and the collection view's configuring properties (`FlowAPI`), the layout classes, the calls that set a
    /// layout.
    static let layoutVocabulary: Set<String> = FlowAPI.configuringProperties.union([
        "setCollectionViewLayout", "UICollectionView", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewController",
    ])

    /// Whether a function may change a collection view's layout: its body names one of `layoutVocabulary`, or a
    /// function of the files of a name it mentions does. A method the app adds to every view (`extension UIView {
    /// func pinToParent() … }`, Auto Layout constraints to its superview) names none, so calling it on a collection
    /// view leaves its layout as it was, and the importer need not run it. Names are matched as written, so a
    /// function that might reach the vocabulary is taken to.
    func mayChangeLayout(_ function: FunctionDeclSyntax) -> Bool {
        if let known = layoutReach[function.id] { return known }
        var visiting: Set<SyntaxIdentifier> = []
        let reaches = mayChangeLayout(function, visiting: &visiting)
        layoutReach[function.id] = reaches
        return reaches
    }

    private func mayChangeLayout(_ function: FunctionDeclSyntax, visiting: inout Set<SyntaxIdentifier>) -> Bool {
        guard visiting.insert(function.id).inserted, let body = function.body else { return false }
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            if Self.layoutVocabulary.contains(name) { return true }
            for callee in functionsByName[name] ?? [] where mayChangeLayout(callee.decl, visiting: &visiting) { return true }
        }
        return false
    }
}
