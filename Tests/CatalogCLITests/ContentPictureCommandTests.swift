import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// `render` with content through the binary: the style and appearance options, and text with every kind of
/// hostile content drawn as valid SVG that `rsvg-convert` and a browser open, with nothing written besides the
/// picture.
@Suite("Content pictures")
struct ContentPictureCommandTests {
    /// An inset-grouped list whose rows show a title and a value, every line of them, and a tag cloud of label cells
    /// (R40) of three lines at most: both show the dataset's text.
    static let list = #"""
        {"name": "rows", "list": {"appearance": "insetGrouped", "headerMode": "supplementary",
          "cell": {"style": "subtitleCell", "text": "title", "secondaryText": "value", "accessories": ["disclosureIndicator"]}}}
        """#
    static let tags = #"""
        {"name": "tags", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "estimated(40)"},
          "subitems": [{"size": {"width": "estimated(40)", "height": "estimated(40)"}, "edgeSpacing": {"top": "fixed(8)"},
            "content": {"field": "title", "font": {"size": 17}, "lineLimit": 3, "padding": {"top": 4, "leading": 8, "bottom": 4, "trailing": 8}}}]}}}
        """#

    /// A dataset of one section whose records hold `titles`, as JSON text (escapes kept as written).
    static func dataset(titles: [String], sectionTitle: String = "Section") -> String {
        let items = titles.map { #"{"title": "\#($0)", "value": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"dataset": "hostile", "sections": [{"id": "s", "title": "\#(sectionTitle)", "items": [\#(items)]}]}"#
    }

    /// Control characters, noncharacters, a lone surrogate (read as U+FFFD), bidirectional overrides and isolates,
    /// markup, and a word of 10,000 characters (the most a text value may hold) wider than any screen.
    static let hostileTitles = [
        #"bell\u0007 tab\t null\u0000 escape\u001B end"#, #"non\uFFFEchar\uFFFF \uFDD0"#, #"lone \uD800 surrogate"#,
        #"\u202Eoverride\u202C and \u2067isolate\u2069 \u200Fmark"#, #"<script>alert(1)</script> & \"quotes\" ]]> <!-- --"#,
        String(repeating: "W", count: 10_000),
    ]

    static func prepared(_ folder: TemporaryDirectory, titles: [String] = hostileTitles) throws -> CommandLineRunner {
        let cli = CommandLineRunner(directory: folder.url)
        let files = [
            try folder.write("in/rows.json", list), try folder.write("in/tags.json", tags),
            try folder.write("in/hostile.json", dataset(titles: titles, sectionTitle: #"\u202E\u0001 header"#)),
        ]
        try cli.succeeding(["import"] + files)
        return cli
    }

    /// The picture parses as XML (Foundation's parser), or the parser's complaint.
    static func xmlFault(_ data: Data) -> String? {
        let parser = XMLParser(data: data)
        return parser.parse() ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown") at line \(parser.lineNumber)"
    }

    @Test func hostileTextDrawsValidSVGThatRendererAndBrowserOpenAndNothingElseIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.prepared(folder)
        for layout in ["rows", "tags"] {
            for appearance in ["light", "dark"] {
                let before = FolderSnapshot(folder.url.path)
                let output = "out/\(layout)-\(appearance).svg"
                try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
                let beforeOut = FolderSnapshot(folder.path("out"))
                let rendered = try cli.run([
                    "render", layout, "--size", "390x844", "--dataset", "hostile", "--appearance", appearance, "--output", output,
                ])
                #expect(rendered.status == 0, "\(layout): \(rendered.errors)")
                // Only the picture is new in its folder; the catalog and the inputs are where they were.
                let after = FolderSnapshot(folder.path("out"))
                #expect(Set(after.entries.keys).subtracting(beforeOut.entries.keys) == ["\(layout)-\(appearance).svg"], "\(after)")
                let outside = FolderSnapshot(folder.url.path).entries.filter { !$0.key.hasPrefix("out") && !$0.key.hasPrefix("catalog.sqlite") }
                #expect(outside == before.entries.filter { !$0.key.hasPrefix("out") && !$0.key.hasPrefix("catalog.sqlite") })
                let data = try Data(contentsOf: folder.url.appendingPathComponent(output))
                #expect(Self.xmlFault(data) == nil, "\(layout): \(Self.xmlFault(data) ?? "")")
                let svg = String(decoding: data, as: UTF8.self)
                // The text is drawn, escaped: markup stays text, forbidden characters are spaces.
                #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp;"), "\(layout)")
                #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
                #expect(!svg.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
                // The long word broken between characters: every line of it in the rows, three in a tag, the last cut.
                if layout == "rows" {
                    #expect(svg.components(separatedBy: ">WWW").count > 100, "the long word is not broken into lines")
                } else {
                    #expect(svg.components(separatedBy: ">WWW").count == 4, "\(svg.components(separatedBy: ">WWW").count - 1) lines of the long word")
                    #expect(svg.contains("W…</text>"))
                }
                if let converter = Self.rsvgConverter {
                    let converted = try cli.shell("\(converter) --format png --output out/\(layout)-\(appearance).png \(output)")
                    #expect(converted.status == 0, "rsvg-convert: \(converted.errors)")
                }
            }
        }
        if let executable = HeadlessChromium.executable {
            let page = try folder.write("out/page.html", #"""
                <!DOCTYPE html><html><body><pre id="result">pending</pre>
                <img id="a" src="rows-light.svg"><img id="b" src="tags-dark.svg">
                <script>
                Promise.all([document.getElementById('a').decode(), document.getElementById('b').decode()])
                  .then(() => { document.getElementById('result').textContent = 'decoded ' + document.getElementById('a').naturalWidth; })
                  .catch((error) => { document.getElementById('result').textContent = 'failed ' + error; });
                </script></body></html>
                """#)
            let run = try HeadlessChromium(executable: executable).dumpDOM(URL(fileURLWithPath: page))
            #expect(run.output.contains("<pre id=\"result\">decoded 422</pre>"), "\(run.output.suffix(500))")
            // Opened on its own, the picture is an SVG document, not the browser's XML error page.
            let own = try HeadlessChromium(executable: executable).dumpDOM(folder.url.appendingPathComponent("out/rows-light.svg"))
            #expect(own.output.contains("<svg") && !own.output.contains("This page contains the following errors"), "\(own.output.prefix(500))")
        }
    }

    /// A text value of 100,000 characters is refused where it stands (the limit is 10,000), and nothing is stored.
    @Test func textLongerThanTheLimitIsRefusedAtImport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.prepared(folder, titles: ["short"])
        let before = cli.catalogBytes()
        let file = try folder.write("in/long.json", Self.dataset(titles: [String(repeating: "x", count: 100_000)]).replacingOccurrences(of: "hostile", with: "long"))
        let refused = try cli.run(["import", file])
        #expect(refused.status == 1)
        #expect(
            refused.errors.contains("long.json: $.sections[0].items[0].title: the text's length must be at most 10000 (found 100000;"),
            "\(refused.errors)"
        )
        #expect(cli.catalogBytes() == before)
    }

    /// `--style boxes` draws what pictures drew before content: boxes labelled with `--label`; `--style content`
    /// (the default) the text itself; `--appearance dark` dark mode's page; an unknown style is a usage error.
    @Test func styleAndAppearanceOptions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let cli = try Self.prepared(folder, titles: ["Airplane Mode", "Wi-Fi"])
        let content = try cli.succeeding(["render", "rows", "--size", "390x844", "--dataset", "hostile", "--output", "-"]).output
        #expect(content.contains(">Airplane Mode</text>"))
        #expect(content.contains("font-family=\"&apos;DejaVu Sans&apos;, sans-serif\""))
        #expect(content.contains("set as measured, in DejaVu Sans (the stand-in for SF Pro)"), "the caption names the face")
        #expect(content.contains("<polyline"), "the disclosure indicators")
        let boxes = try cli.succeeding([
            "render", "rows", "--size", "390x844", "--dataset", "hostile", "--style", "boxes", "--label", "title", "--output", "-",
        ]).output
        #expect(!boxes.contains("font-family=\"&apos;DejaVu Sans"))
        #expect(boxes.contains(##"font-size="10" fill="#FFFFFF">Airplane Mode</text>"##), "the --label of a box")
        let dark = try cli.succeeding(["render", "rows", "--size", "390x844", "--dataset", "hostile", "--appearance", "dark", "--output", "-"]).output
        #expect(dark.contains(##"fill="#FFFFFF">Airplane Mode</text>"##))
        #expect(dark.contains(##"fill="#000000"/>"##))
        // The appearance moves no frame: both pictures show the same run.
        let light = try cli.run(["render", "rows", "--size", "390x844", "--dataset", "hostile", "--output", "light.svg"])
        #expect(light.output.contains("cached"), "\(light.output)")
        let wrong = try cli.run(["render", "rows", "--size", "390x844", "--style", "wireframe", "--output", "x.svg"])
        #expect(wrong.status == 64)
        #expect(wrong.errors.contains("content") && wrong.errors.contains("boxes"), "\(wrong.errors)")
    }

    static var rsvgConverter: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
