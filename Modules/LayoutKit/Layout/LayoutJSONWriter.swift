/// Pretty-printed JSON with sorted keys, written straight into bytes: the output of Foundation's `JSONEncoder` with
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`, byte for byte, for callers that name their keys in
/// sorted order themselves (``LayoutDocument/jsonData()``). `JSONEncoder` builds a tree of boxed values, hashes
/// every key and sorts them again for every object; a screen's document has thousands of them, and encoding was a
/// third of a gallery rebuild's work.
///
/// Its format, as `JSONEncoder` writes it: two spaces per level, `"key" : value`, members and elements one per
/// line, an empty object or array as its brackets with an empty line between, numbers as Swift prints them less a
/// trailing `.0`, strings with `"`, `\` and control characters escaped (`\n`, `\u001f`) and nothing else.
struct LayoutJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open object or array, whether it has a member yet.
    private var filled: [Bool] = []

    /// Written whole rather than byte by byte: debug builds (the tests' server) pay for every call.
    private static let memberSeparator = Array("\" : ".utf8)
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `name`; the caller writes its value next. Names come in sorted order.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: Self.memberSeparator)
    }

    /// Ends the text with a line break.
    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// Starts the next element of the open array.
    mutating func element() { separate() }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        filled.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasFilled = filled.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        if !wasFilled { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(bracket)
    }

    private mutating func separate() {
        if filled[filled.count - 1] { bytes.append(UInt8(ascii: ",")) }
        filled[filled.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func indent() {
        var count = 2 * filled.count
        while count > 0 {
            let take = min(count, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[..<take])
            count -= take
        }
    }

    // MARK: Values

    mutating func null() { literal("null") }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    private mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) { bytes.append(contentsOf: value.description.utf8) }

    /// A finite number as `JSONEncoder` writes it: `15`, `0.5`, `1e-05`, `-0`.
    mutating func number(_ value: Double) throws(LayoutError) {
        guard value.isFinite else { throw .renderingFailed(reason: "a layout value is \(value), not a finite number") }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    escape(byte)
                    start = index + 1
                }
                index += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    private mutating func escape(_ byte: UInt8) {
        let short: UInt8? =
            switch byte {
            case 0x22: UInt8(ascii: "\"")
            case 0x5C: UInt8(ascii: "\\")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            default: nil
            }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
        } else {
            literal("u00")
            let digit = { (value: UInt8) -> UInt8 in value < 10 ? 0x30 + value : 0x61 + value - 10 }
            bytes.append(digit(byte >> 4))
            bytes.append(digit(byte & 0xF))
        }
    }

    // MARK: Members

    mutating func string(_ name: StaticString, _ value: String?) {
        key(name)
        string(value)
    }

    mutating func int(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    mutating func number(_ name: StaticString, _ value: Double) throws(LayoutError) {
        key(name)
        try number(value)
    }

    mutating func strings(_ name: StaticString, _ values: [String]) {
        key(name)
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }
}
