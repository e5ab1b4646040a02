/// How `result_frames.flags` packs what a frame is (migration 0010): bits 0–1 its category (0 cell, 1 supplementary,
/// 2 decoration), bit 2 hidden, bits 3–18 its element kind's id in `element_kinds` (0 for none), and the bits above
/// its z-index, signed.
///
/// A visible cell at z-index 0 is 0, which SQLite stores in no bytes at all. Before, the kind was a column of its
/// own, and even empty a column costs every row a byte of the record's header: 115,000 bytes for the samples'
/// matrix. The views (`frames`, `run_frames`) unpack the flags; `run_frames` shows them as migration 0007 packed them
/// (no kind, z-index from bit 3).
enum StoredFlags {
    static let kindShift: Int64 = 3
    static let zIndexShift: Int64 = 19
    /// The largest element kind id the flags hold.
    static let largestKindID: Int64 = (1 << (zIndexShift - kindShift)) - 1

    static func packed(category: Int64, hidden: Bool, kindID: Int64, zIndex: Int64) -> Int64 {
        category | (hidden ? 4 : 0) | (kindID << kindShift) | (zIndex << zIndexShift)
    }
}
