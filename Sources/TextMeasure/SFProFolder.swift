import FilePaths
import CFreeType
import Foundation
import LayoutModel

/// A folder holding Apple's SF Pro font files, as teams building for iOS have them (the files are Apple's and never
/// ship with this package). The static faces `SF-Pro-Text-Regular.otf`, `-Semibold`, `-Bold` and the same for
/// `SF-Pro-Display-*`, or the variable `SF-Pro.ttf`.
///
/// UIKit sets the system font below 20 points in SF Pro Text and from 20 points on in SF Pro Display (V10), in the
/// weight asked. A static face of that optical size and weight is used when the folder has it, else the variable
/// face with its `wght` axis at 400, 600 or 700 and, when it has one, its `opsz` axis at the point size.
public struct SFProFolder: Hashable, Sendable {
    /// The folder as given.
    public let path: String
    /// Static faces found, by file name (`SF-Pro-Text-Regular.otf`), as full paths.
    let staticFaces: [String: String]
    /// The variable face, when the folder has one, and its axes.
    let variableFace: String?
    let variableAxes: Set<String>

    /// The optical sizes of SF Pro: Text below 20 points, Display from 20 on.
    static let displayFromSize = 20.0

    /// The static file for an optical size and a weight.
    static func staticName(display: Bool, weight: FontWeight) -> String {
        let weightName: String
        switch weight {
        case .regular: weightName = "Regular"
        case .semibold: weightName = "Semibold"
        case .bold: weightName = "Bold"
        }
        return "SF-Pro-\(display ? "Display" : "Text")-\(weightName).otf"
    }

    static let variableName = "SF-Pro.ttf"

    /// Every file name looked for, in the order messages list them.
    public static var namesLookedFor: [String] {
        [false, true].flatMap { display in FontWeight.allCases.map { staticName(display: display, weight: $0) } } + [variableName]
    }

    /// Reads the folder: each SF Pro file it holds must open as a font with a Unicode character map, and it must
    /// hold at least one; otherwise the error names the folder and what was looked for.
    public init(path: String) throws(FontLibrary.Missing) {
        self.path = path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw FontLibrary.Missing.noFolder(path: path)
        }
        let listed = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontLibrary.Missing.freeTypeUnavailable
        }
        defer { FT_Done_FreeType(library) }
        var found: [String: String] = [:]
        var variable: String?
        var axes: Set<String> = []
        for name in Self.namesLookedFor where listed.contains(name) {
            let file = FilePath.joining(path, name)
            let face = try Self.open(file, library: library)
            defer { FT_Done_Face(face) }
            if name == Self.variableName {
                axes = Self.axisTags(of: face, library: library)
                guard axes.contains("wght") else {
                    throw FontLibrary.Missing.noWeightAxis(path: file)
                }
                variable = file
            } else {
                found[name] = file
            }
        }
        guard !found.isEmpty || variable != nil else {
            throw FontLibrary.Missing.noFace(folder: path, lookedFor: Self.namesLookedFor)
        }
        staticFaces = found
        variableFace = variable
        variableAxes = axes
    }

    /// Opens a file as a font FreeType can measure with, or says why it cannot.
    private static func open(_ file: String, library: FT_Library) throws(FontLibrary.Missing) -> FT_Face {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw FontLibrary.Missing.unreadable(path: file)
        }
        var face: FT_Face?
        guard FT_New_Face(library, file, 0, &face) == 0, let face else {
            throw FontLibrary.Missing.notAFont(path: file)
        }
        guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else {
            FT_Done_Face(face)
            throw FontLibrary.Missing.noUnicodeMap(path: file)
        }
        return face
    }

    /// The variation axes of a face (`wght`, `opsz` …); empty for a static face.
    static func axisTags(of face: FT_Face, library: FT_Library) -> Set<String> {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        return Set((0..<Int(master.pointee.num_axis)).map { tagText(master.pointee.axis[$0].tag) })
    }

    /// A four-letter OpenType tag as text.
    static func tagText(_ tag: FT_ULong) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((tag >> $0) & 0xFF) }, as: UTF8.self)
    }

    /// The face that sets the system font at `size` points in `weight`: the static file of its optical size and
    /// weight, else the variable face; an error names the files looked for when the folder has neither.
    public func face(size: Double, weight: FontWeight) throws(FontLibrary.Missing) -> MeasuringFace {
        let display = size >= Self.displayFromSize
        let name = Self.staticName(display: display, weight: weight)
        if let file = staticFaces[name] { return MeasuringFace(role: .sfPro, path: file) }
        if let variableFace {
            let weightValue: Double
            switch weight {
            case .regular: weightValue = 400
            case .semibold: weightValue = 600
            case .bold: weightValue = 700
            }
            var variation = [MeasuringFace.AxisSetting(tag: "wght", value: weightValue)]
            if variableAxes.contains("opsz") { variation.append(MeasuringFace.AxisSetting(tag: "opsz", value: size)) }
            return MeasuringFace(role: .sfPro, path: variableFace, variation: variation)
        }
        throw FontLibrary.Missing.noFaceForText(folder: path, size: size, weight: weight, lookedFor: [name, Self.variableName])
    }
}
