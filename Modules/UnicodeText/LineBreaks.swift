import CICUShim

/// Line-break opportunities by the Unicode Line Breaking Algorithm (UAX #14, ICU's root rules): where a line may end
/// (after spaces, between ideographs, after hyphens, never before closing punctuation) and where it must (after a
/// line feed).
public enum LineBreaks {
    /// A place where a line may end: the next line starts at scalar `offset`.
    public struct Opportunity: Sendable, Equatable {
        /// The index of the scalar after the break (the text's length for its end).
        public var offset: Int
        /// The line must end here (after a line feed, carriage return, paragraph separator…).
        public var isMandatory: Bool

        /// Creates an opportunity.
        public init(offset: Int, isMandatory: Bool) {
            self.offset = offset
            self.isMandatory = isMandatory
        }
    }

    /// Every opportunity after the start of `scalars`, in order; the last is the text's end. Linear in the length.
    public static func opportunities(in scalars: some Collection<Unicode.Scalar>) throws(UnicodeTextError)
        -> [Opportunity]
    {
        let index = UTF16Index(scalars)
        let capacity = index.units.count
        guard capacity > 0 else { return [] }
        var offsets = [Int32](repeating: 0, count: capacity)
        var hard = [UInt8](repeating: 0, count: capacity)
        var count: Int32 = 0
        let code: Int32 = index.units.withUnsafeBufferPointer { units in
            offsets.withUnsafeMutableBufferPointer { offsetsOut in
                hard.withUnsafeMutableBufferPointer { hardOut in
                    catalog_icu_line_breaks(
                        units.baseAddress,
                        Int32(units.count),
                        offsetsOut.baseAddress,
                        hardOut.baseAddress,
                        Int32(capacity),
                        &count
                    )
                }
            }
        }
        guard code <= 0, Int(count) <= capacity else {
            throw .icu(
                operation: "line breaking",
                code: String(cString: catalog_icu_error_name(max(code, 1))),
                length: capacity
            )
        }
        return (0..<Int(count)).map { position in
            let unit = Int(offsets[position])
            let scalar = unit == capacity ? index.unitOfScalar.count - 1 : index.scalarOfUnit[unit]
            return Opportunity(offset: scalar, isMandatory: hard[position] != 0)
        }
    }
}
