/// Why a Unicode algorithm could not run on a text.
public enum UnicodeTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ICU refused the text; `code` is ICU's error name (`U_MEMORY_ALLOCATION_ERROR`, …).
    case icu(operation: String, code: String, length: Int)
    /// FriBidi could not run (it could not allocate).
    case fribidi(operation: String, length: Int)

    public var description: String {
        switch self {
        case .icu(let operation, let code, let length):
            "ICU could not run \(operation) over a text of \(length) UTF-16 units: \(code)."
        case .fribidi(let operation, let length):
            "FriBidi could not run \(operation) over a text of \(length) characters (out of memory)."
        }
    }
}
