import Foundation
import LayoutModel

/// Finds font files: the one a content description names, or DejaVu Sans (regular or bold) from the system.
public enum FontLibrary {
    /// Folders searched for the default fonts, in order (Debian's fonts-dejavu-core first).
    static let searchFolders = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts", "/usr/share/fonts/truetype",
    ]

    /// Why a font cannot be used.
    public struct Missing: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The file for a font description: its `file` (absolute, or relative to the working directory), else DejaVu
    /// Sans in the requested weight.
    public static func path(for font: FontDescription) throws(Missing) -> String {
        if let file = font.file {
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw Missing(description: "font file \"\(file)\" not found or not readable")
            }
            return file
        }
        let name = font.weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        for folder in searchFolders {
            let candidate = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw Missing(description: "the default font \(name) was not found in \(searchFolders.joined(separator: ", ")); install Debian's fonts-dejavu-core or name a font file")
    }
}
