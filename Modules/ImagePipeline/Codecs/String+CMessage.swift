extension String {
    /// A message a C shim wrote into `buffer` (NUL-terminated).
    init(cMessage buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
