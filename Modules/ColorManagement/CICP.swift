/// The colour a container gives its image rather than an ICC profile: the code points of ITU-T H.273 ("CICP") that
/// a HEIF or AVIF file's `nclx` box holds — how phones and cameras tag wide colour and HDR. `image info` reports them
/// with their names; JSON carries the codes, their names and whether the transfer is HDR's.
public struct CICP: Sendable, Hashable, Codable {
    /// Colour primaries (H.273 table 2): 1 BT.709, 9 BT.2020, 12 Display P3…
    public var primaries: Int
    /// Transfer characteristics (table 3): 13 sRGB, 16 PQ, 18 HLG…
    public var transfer: Int
    /// Matrix coefficients (table 4): 0 identity (RGB), 1 BT.709, 6 BT.601, 9 BT.2020…
    public var matrix: Int
    /// Full range (0…255 at 8 bits) rather than limited (16…235).
    public var fullRange: Bool

    /// Creates code points.
    public init(primaries: Int, transfer: Int, matrix: Int, fullRange: Bool) {
        self.primaries = primaries
        self.transfer = transfer
        self.matrix = matrix
        self.fullRange = fullRange
    }

    /// Whether the transfer is an HDR one: PQ (SMPTE ST 2084) or HLG (ARIB STD-B67).
    public var isHDR: Bool { transfer == 16 || transfer == 18 }

    /// The primaries' name, or "code N" for one H.273 reserves.
    public var primariesName: String {
        let names = [
            1: "BT.709", 2: "unspecified", 4: "BT.470 M", 5: "BT.601 625", 6: "BT.601 525", 7: "SMPTE 240M",
            8: "generic film", 9: "BT.2020", 10: "XYZ (SMPTE ST 428-1)", 11: "DCI-P3", 12: "Display P3",
            22: "EBU Tech 3213-E",
        ]
        return names[primaries] ?? "code \(primaries)"
    }

    /// The transfer's name, or "code N".
    public var transferName: String {
        let names = [
            1: "BT.709", 2: "unspecified", 4: "gamma 2.2", 5: "gamma 2.8", 6: "BT.601", 7: "SMPTE 240M",
            8: "linear", 9: "log 100:1", 10: "log 316:1", 11: "xvYCC", 12: "BT.1361", 13: "sRGB",
            14: "BT.2020 10-bit", 15: "BT.2020 12-bit", 16: "PQ", 17: "SMPTE ST 428-1", 18: "HLG",
        ]
        return names[transfer] ?? "code \(transfer)"
    }

    /// The matrix's name, or "code N".
    public var matrixName: String {
        let names = [
            0: "identity (RGB)", 1: "BT.709", 2: "unspecified", 4: "FCC", 5: "BT.601 625", 6: "BT.601 525",
            7: "SMPTE 240M", 8: "YCgCo", 9: "BT.2020 non-constant", 10: "BT.2020 constant", 11: "SMPTE ST 2085",
            12: "chromaticity non-constant", 13: "chromaticity constant", 14: "ICtCp",
        ]
        return names[matrix] ?? "code \(matrix)"
    }

    /// "Display P3 primaries, sRGB transfer, BT.601 525 matrix, full range".
    public var summary: String {
        "\(primariesName) primaries, \(transferName) transfer, \(matrixName) matrix, "
            + (fullRange ? "full range" : "limited range") + (isHDR ? ", HDR" : "")
    }

    private enum CodingKeys: String, CodingKey {
        case primaries, transfer, matrix, fullRange, hdr, summary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        primaries = try container.decode(Int.self, forKey: .primaries)
        transfer = try container.decode(Int.self, forKey: .transfer)
        matrix = try container.decode(Int.self, forKey: .matrix)
        fullRange = try container.decode(Bool.self, forKey: .fullRange)
    }

    /// The codes, then what they mean: `hdr` and a `summary` in words, for a person reading `image info`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(primaries, forKey: .primaries)
        try container.encode(transfer, forKey: .transfer)
        try container.encode(matrix, forKey: .matrix)
        try container.encode(fullRange, forKey: .fullRange)
        try container.encode(isHDR, forKey: .hdr)
        try container.encode(summary, forKey: .summary)
    }
}
