import CTurboJPEG
import Foundation

extension ImageEncoders {
    /// Encodes Y, Cb and Cr planes as JPEG without colour conversion or chroma downsampling: the planes must already
    /// have the sizes `tjPlaneWidth`/`tjPlaneHeight` give for `width` × `height` at `subsampling`.
    static func jpeg(
        luma: Plane,
        blue: Plane,
        red: Plane,
        width: Int,
        height: Int,
        quality: Int,
        progressive: Bool,
        subsampling: ChromaSubsampling
    ) throws(ImagePipelineError) -> Data {
        guard let handle = TurboJPEGHandle(compressing: true) else {
            throw .encodingFailed(reason: "cannot start the JPEG encoder")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var strides = [Int32(luma.width), Int32(blue.width), Int32(red.width)]
        let flags = TJFLAG_ACCURATEDCT | (progressive ? TJFLAG_PROGRESSIVE : 0)
        let status = luma.samples.withUnsafeBufferPointer { y in
            blue.samples.withUnsafeBufferPointer { cb in
                red.samples.withUnsafeBufferPointer { cr in
                    var pointers: [UnsafePointer<UInt8>?] = [y.baseAddress, cb.baseAddress, cr.baseAddress]
                    return tjCompressFromYUVPlanes(
                        handle.raw,
                        &pointers,
                        Int32(width),
                        &strides,
                        Int32(height),
                        Int32(subsampling.turboJPEG.rawValue),
                        &output,
                        &size,
                        Int32(min(100, max(1, quality))),
                        flags
                    )
                }
            }
        }
        defer { tjFree(output) }
        guard status == 0, let output else { throw .encodingFailed(reason: handle.errorMessage) }
        return Data(bytes: output, count: Int(size))
    }
}

extension ImageEncoders.ChromaSubsampling {
    /// TurboJPEG's name for it.
    var turboJPEG: TJSAMP {
        switch self {
        case .yuv444: TJSAMP_444
        case .yuv420: TJSAMP_420
        }
    }

    /// Output pixels per chroma sample, across and down.
    var factor: Int {
        switch self {
        case .yuv444: 1
        case .yuv420: 2
        }
    }
}
