/// How ``ImageEncoders/png(_:compression:adaptiveFilters:alwaysRGBA:)`` compresses the filtered rows.
public enum PNGCompression: Sendable, Hashable {
    /// libdeflate at `level` 0–12 (0 stores): general LZ77 matching, the smallest files of the two.
    case deflate(level: Int)
    /// Runs of one byte only (matches at distance 1), entropy-coded per block: made for screen renders, whose
    /// filtered rows are mostly runs of zeros. On this round's gallery about 3× faster than `.deflate(level: 3)`
    /// for files about 9% larger (README, "Gallery and review figures"); photographs compress worse than with
    /// `.deflate`.
    case runs
}
