import FilePaths
import Foundation
import LayoutModel

/// Finds the face that measures a font: the file a content description names, else the system font's face (SF Pro
/// from a folder, or the DejaVu Sans stand-in found in the system's font folders).
public enum FontLibrary {
    /// Folders searched for DejaVu Sans, in order (Debian's fonts-dejavu-core first).
    static let searchFolders = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/local/share/fonts", "/usr/share/fonts/truetype",
    ]

    /// Why a font cannot be used.
    public struct Missing: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The face for a font whose size is known (a text style resolved in its category): its `file` (absolute, or
    /// relative to the working directory), else the system font's face at that size and weight.
    public static func face(for font: FontDescription, systemFont: SystemFont) throws(Missing) -> MeasuringFace {
        if let file = font.file {
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw Missing(description: "font file \"\(file)\" not found or not readable")
            }
            return MeasuringFace(role: .file, path: file)
        }
        switch systemFont {
        case .sfPro(let folder):
            return try folder.face(size: font.size, weight: font.weight)
        case .standIn:
            return MeasuringFace(role: .standIn, path: try standInPath(weight: font.weight))
        }
    }

    /// DejaVu Sans for regular text, DejaVu Sans Bold for semibold and bold (V11: DejaVu has no semibold).
    static func standInPath(weight: FontWeight) throws(Missing) -> String {
        let name = weight == .regular ? "DejaVuSans.ttf" : "DejaVuSans-Bold.ttf"
        for folder in searchFolders {
            let candidate = FilePath.joining(folder, name)
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw Missing(description: "the stand-in font \(name) was not found in \(searchFolders.joined(separator: ", ")); install Debian's fonts-dejavu-core, give a folder of SF Pro files, or name a font file")
    }
}
