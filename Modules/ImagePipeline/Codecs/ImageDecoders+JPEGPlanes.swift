import CTurboJPEG
import Foundation

extension ImageDecoders.JPEG {
    /// Whether a JPEG with this header can be decoded to Y, Cb and Cr planes (not grey, RGB, CMYK or YCCK).
    static func hasYCbCrPlanes(_ header: Header) -> Bool {
        header.colorspace == Int32(TJCS_YCbCr.rawValue) && header.subsampling != Int32(TJSAMP_GRAY.rawValue)
            && header.subsampling >= 0 && header.subsampling < Int32(TJ_NUMSAMP)
    }

    /// Decodes a JPEG whose header passed ``hasYCbCrPlanes(_:)`` to its planes at the smallest power-of-two scale
    /// that still covers `minimumSize`, skipping chroma upsampling and colour conversion. `handle` is the one that
    /// read `header`.
    static func decodePlanes(
        _ data: Data,
        source: String,
        header: Header,
        handle: TurboJPEGHandle,
        limits: ImageDecoders.Limits,
        minimumSize: (width: Double, height: Double)?
    ) throws(ImagePipelineError) -> YCbCrImage {
        let info = header.info
        try ImageDecoders.checkPixels(width: info.width, height: info.height, limits: limits, source: source)
        try ImageDecoders.checkJPEGDataCovers(width: info.width, height: info.height, bytes: data.count, source: source)
        if info.interlaced { try JPEGScanWork.check(data, width: info.width, height: info.height, source: source) }
        let scale = chooseScale(width: info.width, height: info.height, minimumSize: minimumSize)
        let width = (info.width * scale.numerator + scale.denominator - 1) / scale.denominator
        let height = (info.height * scale.numerator + scale.denominator - 1) / scale.denominator
        let markers = data.withUnsafeBytes { JPEGMarkers($0) }
        let memory = JPEGScanWork.memory(
            markers,
            width: info.width,
            height: info.height,
            outputBytes: width * height * 3
        )
        try ImageDecoders.checkMemory(memory, limits: limits, source: source)
        let sampling = header.subsampling
        let sizes = (0..<3).map { component in
            (
                width: Int(tjPlaneWidth(Int32(component), Int32(width), sampling)),
                height: Int(tjPlaneHeight(Int32(component), Int32(height), sampling))
            )
        }
        guard sizes.allSatisfy({ $0.width > 0 && $0.height > 0 }) else {
            throw .decodingFailed(
                source: source,
                reason: "cannot size the YCbCr planes of a \(width)×\(height) image",
                cause: .pipeline(.implausibleSize)
            )
        }
        var luma = [UInt8](repeating: 0, count: sizes[0].width * sizes[0].height)
        var blue = [UInt8](repeating: 0, count: sizes[1].width * sizes[1].height)
        var red = [UInt8](repeating: 0, count: sizes[2].width * sizes[2].height)
        var strides = sizes.map { Int32($0.width) }
        let status = luma.withUnsafeMutableBufferPointer { y in
            blue.withUnsafeMutableBufferPointer { cb in
                red.withUnsafeMutableBufferPointer { cr in
                    var pointers: [UnsafeMutablePointer<UInt8>?] = [y.baseAddress, cb.baseAddress, cr.baseAddress]
                    return data.withUnsafeBytes { raw in
                        tjDecompressToYUVPlanes(
                            handle.raw,
                            raw.bindMemory(to: UInt8.self).baseAddress,
                            UInt(raw.count),
                            &pointers,
                            Int32(width),
                            &strides,
                            Int32(height),
                            TurboJPEGHandle.decodeFlags
                        )
                    }
                }
            }
        }
        if status != 0 { throw handle.decodingError(source: source) }
        return YCbCrImage(
            luma: Plane(width: sizes[0].width, height: sizes[0].height, samples: luma),
            blue: Plane(width: sizes[1].width, height: sizes[1].height, samples: blue),
            red: Plane(width: sizes[2].width, height: sizes[2].height, samples: red),
            width: width,
            height: height,
            chromaFactor: (
                x: max(1, sizes[0].width / sizes[1].width),
                y: max(1, sizes[0].height / sizes[1].height)
            ),
            info: info,
            scale: Double(scale.numerator) / Double(scale.denominator)
        )
    }
}
