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

    /// Why a font cannot be used, with the file or folder at fault.
    public enum Missing: Error, CustomStringConvertible, Sendable, Equatable {
        /// A content description's font file that is not there or cannot be read.
        case fontFileUnreadable(path: String)
        /// DejaVu Sans (`name`), the stand-in for SF Pro, in none of the folders searched.
        case noStandIn(name: String, searched: [String])
        /// FreeType itself failed to start.
        case freeTypeUnavailable
        /// A file FreeType cannot open as a face.
        case cannotOpen(path: String)
        /// A variable font whose axes FreeType cannot set to a weight.
        case cannotSetAxes(path: String)
        /// `--system-font` naming no folder.
        case noFolder(path: String)
        /// A folder with none of SF Pro's files.
        case noFace(folder: String, lookedFor: [String])
        /// A folder with no face for text of this size and weight (the files of `lookedFor`).
        case noFaceForText(folder: String, size: Double, weight: FontWeight, lookedFor: [String])
        /// SF Pro's variable file without a weight axis.
        case noWeightAxis(path: String)
        /// A face file of the folder that cannot be read.
        case unreadable(path: String)
        /// A face file of the folder that is not a font.
        case notAFont(path: String)
        /// A face without a Unicode character map, which text cannot be measured with.
        case noUnicodeMap(path: String)

        public var description: String {
            switch self {
            case .fontFileUnreadable(let path): return "font file \"\(path)\" not found or not readable"
            case .noStandIn(let name, let searched):
                return "the stand-in font \(name) was not found in \(searched.joined(separator: ", ")); install Debian's fonts-dejavu-core, give a folder of SF Pro files, or name a font file"
            case .freeTypeUnavailable: return "FreeType could not be initialised"
            case .cannotOpen(let path): return "FreeType cannot open the font file \"\(path)\""
            case .cannotSetAxes(let path): return "FreeType cannot set the axes of the variable font \"\(path)\""
            case .noFolder(let path): return "the SF Pro folder \"\(path)\" does not exist or is not a folder"
            case .noFace(let folder, let lookedFor):
                return "the SF Pro folder \"\(folder)\" holds no SF Pro face: looked for \(lookedFor.joined(separator: ", "))"
            case .noFaceForText(let folder, let size, let weight, let lookedFor):
                return "the SF Pro folder \"\(folder)\" has no face for \(formatNumber(size))-point \(weight.rawValue) text: looked for \(lookedFor.joined(separator: " or "))"
            case .noWeightAxis(let path):
                return "\"\(path)\" is not a variable font with a weight (wght) axis, so it cannot stand for every weight of SF Pro"
            case .unreadable(let path): return "\"\(path)\" cannot be read"
            case .notAFont(let path): return "\"\(path)\" is not a font FreeType can open"
            case .noUnicodeMap(let path): return "\"\(path)\" has no Unicode character map"
            }
        }
    }

    /// The face for a font whose size is known (a text style resolved in its category): its `file` (absolute, or
    /// relative to the working directory), else the system font's face at that size and weight.
    public static func face(for font: FontDescription, systemFont: SystemFont) throws(Missing) -> MeasuringFace {
        if let file = font.file {
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw Missing.fontFileUnreadable(path: file)
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
        throw Missing.noStandIn(name: name, searched: searchFolders)
    }
}
