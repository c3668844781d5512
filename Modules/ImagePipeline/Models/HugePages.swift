#if canImport(Glibc)
    import Glibc
#endif

/// Asks the kernel to back a large, fresh buffer with 2 MiB pages where it allows them (transparent huge pages in
/// `madvise` mode): a whole bitmap of a full-scroll screen (`LayoutRenderers.bitmap`) is up to 224 MB, and filling
/// it page-faulted 4 KiB at a time (1.6 million faults for specials' 80 screens when they were drawn whole, 0.7
/// million with this). Only the whole 2 MiB pages inside the buffer are advised; a refusal (another kernel, another
/// mode) changes nothing but speed.
enum HugePages {
    /// Buffers smaller than this are left alone: their faults are few.
    static let threshold = 8 << 20

    static func advise(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
            guard count >= threshold else { return }
            let page = 2 << 20
            let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: base) + count) & ~(page - 1)
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}
