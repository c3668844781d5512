public import Foundation

/// A ``PixelBuffer`` as bytes for a disk cache (``ImagePipeline/Configuration/bitmapStore``): a tag and version,
/// width, height and alpha flag, then the pixels as they are. Reading it back is one copy, where the picture it
/// came from is a decode and a resize.
public enum BitmapArchive {
    /// "CPXB" and format version 1.
    static let tag: [UInt8] = Array("CPXB".utf8) + [1]
    /// Tag, width and height (32-bit little-endian each), alpha flag.
    static let headerLength = tag.count + 4 + 4 + 1

    /// The archive of `buffer`.
    public static func data(for buffer: PixelBuffer) -> Data {
        var data = Data(capacity: headerLength + buffer.pixels.count)
        data.append(contentsOf: tag)
        for value in [UInt32(buffer.width), UInt32(buffer.height)] {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(buffer.hasAlpha ? 1 : 0)
        data.append(contentsOf: buffer.pixels)
        return data
    }

    /// The buffer in `data`, or nil when it is not a whole archive of this version, or holds more than
    /// `maxPixels` pixels (checked before the pixels are copied).
    public static func buffer(from data: Data, maxPixels: Int) -> PixelBuffer? {
        guard data.count >= headerLength, data.prefix(tag.count).elementsEqual(tag) else { return nil }
        func word(at offset: Int) -> Int {
            data.dropFirst(offset).prefix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        let (width, height) = (word(at: tag.count), word(at: tag.count + 4))
        let flag = data[data.startIndex + headerLength - 1]
        guard width > 0, height > 0, width <= maxPixels / height, flag <= 1,
            data.count - headerLength == width * height * 4
        else { return nil }
        return PixelBuffer(
            width: width,
            height: height,
            pixels: [UInt8](data.dropFirst(headerLength)),
            hasAlpha: flag == 1
        )
    }
}
