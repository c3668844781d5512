/// A JPEG decoded to its Y, Cb and Cr planes: no colour conversion, chroma at its stored resolution.
struct YCbCrImage: Sendable {
    /// Y at the decoded size (its width and height may be padded to a whole MCU past ``width`` × ``height``).
    var luma: Plane
    /// Cb, subsampled by ``chromaFactor``.
    var blue: Plane
    /// Cr, subsampled by ``chromaFactor``.
    var red: Plane
    /// The decoded image's width in pixels.
    var width: Int
    /// The decoded image's height in pixels.
    var height: Int
    /// Luma samples per chroma sample across and down (2 and 2 for 4:2:0).
    var chromaFactor: (x: Int, y: Int)
    /// The file's header information (original size and orientation).
    var info: ImageInfo
    /// Decoded size over original size, exact (see ``DecodedImage/scale``).
    var scale: Double
}
