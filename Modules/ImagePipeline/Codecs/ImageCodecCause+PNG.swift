import CPNGShim

extension ImageCodecCause {
    /// A cause from one of the PNG shim's `CATALOG_PNG_*` status codes.
    init(pngStatus status: Int32) {
        let kind: Kind =
            switch status {
            case CATALOG_PNG_TRUNCATED: .truncated
            case CATALOG_PNG_BAD_CRC: .checksumMismatch
            case CATALOG_PNG_IMPLAUSIBLE: .implausibleSize
            case CATALOG_PNG_OUT_OF_MEMORY: .outOfMemory
            default: .codecError
            }
        self.init(codec: .png, status: status, kind: kind)
    }
}
