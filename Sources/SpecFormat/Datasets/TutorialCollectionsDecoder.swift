import Foundation
import LayoutModel

/// Reads the RayWenderlichLibrary app's tutorial collections, from its original property list or the same
/// shape in JSON: an array of collections (`title`, `tutorials`), each tutorial with `title`, `thumbnail`,
/// `artworkColor` (six hex digits), `publishDate`, `isQueued`, `updateCount`, `content` (sections of videos)
/// and optionally `type`. Each collection becomes a section (id and title: its title); each tutorial an item.
enum TutorialCollectionsDecoder {
    static let tutorialKeys = ["title", "thumbnail", "artworkColor", "publishDate", "isQueued", "updateCount", "content", "type"]

    /// True when a collection's keys look like the app's (for shape detection).
    static func looksLikeTutorials(_ keys: [String]) -> Bool { keys.contains("tutorials") }

    static func decode(_ root: SpecNode, name: String, file: String) -> (DatasetContents?, [SpecDiagnostic]) {
        var reader = NodeReader(file: file)
        guard let collections = reader.array(root, "$", what: "an array of tutorial collections") else {
            return (nil, reader.diagnostics)
        }
        if collections.isEmpty { reader.fault(root, "$", "there are no tutorial collections") }
        var sections: [DatasetContents.Section] = []
        var titles: [String: Int] = [:]
        for (index, collection) in collections.enumerated() {
            let path = "$[\(index)]"
            guard reader.object(collection, path, allowed: ["title", "tutorials"], required: ["title", "tutorials"], what: "a tutorial collection")
            else { continue }
            let title = reader.optional(collection, "title", path) { $0.string($1, $2) }
            if let title, let previous = titles[title] {
                reader.fault(collection["title"], path + ".title", "the collection title \"\(title)\" is also used by $[\(previous)]")
            }
            if let title { titles[title] = index }
            var items: [[(key: String, value: FieldValue)]] = []
            if let list = collection["tutorials"], let tutorials = reader.array(list, path + ".tutorials", what: "an array of tutorials") {
                if tutorials.isEmpty {
                    reader.fault(list, path + ".tutorials", "the collection \"\(title ?? "")\" has no tutorials; a collection needs at least one")
                }
                for (position, tutorial) in tutorials.enumerated() {
                    if let item = Self.tutorial(tutorial, "\(path).tutorials[\(position)]", &reader) { items.append(item) }
                }
            }
            if let title { sections.append(DatasetContents.Section(id: title, title: title, items: items)) }
        }
        guard reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
        return (DatasetContents(name: name, shape: "tutorials", sourcePath: file, sections: sections), [])
    }

    private static func tutorial(_ node: SpecNode, _ path: String, _ reader: inout NodeReader) -> [(key: String, value: FieldValue)]? {
        let required = tutorialKeys.filter { $0 != "type" }
        guard reader.object(node, path, allowed: tutorialKeys, required: required, what: "a tutorial") else { return nil }
        var fields: [(key: String, value: FieldValue)] = []
        let before = reader.diagnostics.count
        for key in ["title", "thumbnail", "type"] {
            if let text = reader.optional(node, key, path, { $0.string($1, $2) }) { fields.append((key, .string(text))) }
        }
        if let color = reader.optional(node, "artworkColor", path, { $0.string($1, $2, what: "a colour of six hex digits") }) {
            if color.count == 6, color.allSatisfy(\.isHexDigit) {
                fields.append(("artworkColor", .string(color)))
            } else {
                reader.fault(node["artworkColor"], path + ".artworkColor", "expected a colour of six hex digits such as F9B978 but found \"\(color)\"")
            }
        }
        if let date = reader.optional(node, "publishDate", path, { $0.string($1, $2, what: "a date") }) {
            if let normalised = Self.isoDate(date) {
                fields.append(("publishDate", .string(normalised)))
            } else {
                reader.fault(node["publishDate"], path + ".publishDate", "expected an ISO 8601 date such as 2019-07-30T04:00:00Z but found \"\(date)\"")
            }
        }
        if let queued = reader.optional(node, "isQueued", path, { $0.bool($1, $2) }) { fields.append(("isQueued", .bool(queued))) }
        if let count = reader.optional(node, "updateCount", path, { $0.integer($1, $2, minimum: 0, what: "an update count") }) {
            fields.append(("updateCount", .number(Double(count))))
        }
        if let content = node["content"] {
            let contentPath = path + ".content"
            if let sections = reader.array(content, contentPath, what: "an array of content sections") {
                for (index, section) in sections.enumerated() {
                    let sectionPath = "\(contentPath)[\(index)]"
                    guard reader.object(section, sectionPath, allowed: ["title", "videos"], required: ["title", "videos"], what: "a content section")
                    else { continue }
                    _ = reader.optional(section, "title", sectionPath) { $0.string($1, $2) }
                    if let videos = section["videos"], let list = reader.array(videos, sectionPath + ".videos", what: "an array of videos") {
                        for (position, video) in list.enumerated() {
                            let videoPath = "\(sectionPath).videos[\(position)]"
                            guard reader.object(video, videoPath, allowed: ["title", "url"], required: ["title", "url"], what: "a video") else { continue }
                            _ = reader.optional(video, "title", videoPath) { $0.string($1, $2) }
                            _ = reader.optional(video, "url", videoPath) { $0.string($1, $2) }
                        }
                    }
                }
                fields.append(("content", FieldValue(content)))
            }
        }
        return reader.diagnostics.count == before ? fields : nil
    }

    /// ISO 8601 with or without seconds and fractional seconds, normalised to `yyyy-MM-ddTHH:mm:ssZ`.
    static func isoDate(_ text: String) -> String? {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = plain.date(from: text) ?? fractional.date(from: text)
            ?? plain.date(from: text.replacingOccurrences(of: "Z", with: ":00Z"))
        return date.map { plain.string(from: $0) }
    }
}
