import LayoutModel

extension NodeReader {
    /// A dataset's name (its own, or the base a derived dataset selects from): a string that names as layouts do,
    /// letters, digits, `-`, `_` and `.`.
    mutating func datasetName(_ node: SpecNode, _ path: String) -> String? {
        guard let text = string(node, path, what: "a dataset name") else { return nil }
        guard LayoutSpecDecoder.isValidName(text) else {
            fault(node, path, "the dataset name \"\(text)\" may use only letters, digits, '-', '_' and '.'")
            return nil
        }
        return text
    }
}
