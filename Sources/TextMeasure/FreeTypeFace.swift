import CFreeType

/// One font file opened with FreeType, with its metrics in font units and a cache of glyph advances.
///
/// Everything is kept unscaled (`FT_LOAD_NO_SCALE`) and scaled by `size / unitsPerEm` at the end, so widths
/// do not depend on hinting or on the size a glyph was first seen at.
final class FreeTypeFace {
    let face: FT_Face
    let unitsPerEm: Double
    /// hhea ascender - descender + line gap, in font units: the distance between two lines' baselines.
    let lineHeightUnits: Double
    let hasKerning: Bool
    /// hhea ascender in font units: a line's baseline lies this far below its top.
    let ascenderUnits: Double
    /// The family name the file gives (`DejaVu Sans`), for pictures to name the face.
    let familyName: String
    /// True when the face's style is bold.
    let isBold: Bool
    private var glyphIndices: [Unicode.Scalar: FT_UInt] = [:]
    private var advances: [FT_UInt: Double] = [:]

    /// Opens a file; for a variable face, sets its axes (`wght`, `opsz`) to the values given, so advances are
    /// the instance's.
    init(library: FT_Library, path: String, variation: [MeasuringFace.AxisSetting] = []) throws(FontLibrary.Missing) {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            throw FontLibrary.Missing.cannotOpen(path: path)
        }
        self.face = face
        if !variation.isEmpty {
            guard Self.setVariation(variation, of: face, library: library) else {
                FT_Done_Face(face)
                throw FontLibrary.Missing.cannotSetAxes(path: path)
            }
        }
        unitsPerEm = Double(face.pointee.units_per_EM)
        lineHeightUnits = Double(face.pointee.height)
        hasKerning = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        ascenderUnits = Double(face.pointee.ascender)
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? "sans-serif"
        isBold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
    }

    deinit { FT_Done_Face(face) }

    /// Sets a variable face's design coordinates: each axis named keeps its value clamped to the axis's range,
    /// the others their defaults.
    private static func setVariation(_ settings: [MeasuringFace.AxisSetting], of face: FT_Face, library: FT_Library) -> Bool {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return false }
        defer { FT_Done_MM_Var(library, master) }
        var coordinates: [FT_Fixed] = (0..<Int(master.pointee.num_axis)).map { index in
            let axis = master.pointee.axis[index]
            guard let setting = settings.first(where: { $0.tag == SFProFolder.tagText(axis.tag) }) else { return axis.def }
            let value = FT_Fixed((setting.value * 65536).rounded())
            return min(max(value, axis.minimum), axis.maximum)
        }
        return FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates) == 0
    }

    func glyph(for scalar: Unicode.Scalar) -> FT_UInt {
        if let index = glyphIndices[scalar] { return index }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        glyphIndices[scalar] = index
        return index
    }

    /// A glyph's horizontal advance in font units.
    func advance(of glyph: FT_UInt) -> Double {
        if let value = advances[glyph] { return value }
        var advance: FT_Fixed = 0
        let value = FT_Get_Advance(face, glyph, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 ? Double(advance) : 0
        advances[glyph] = value
        return value
    }

    /// The kerning between two glyphs in font units (the font's `kern` table), 0 without one.
    func kerning(_ left: FT_UInt, _ right: FT_UInt) -> Double {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Double(delta.x)
    }
}
