/// A seeded random number generator (SplitMix64) for property tests: the same seed gives the same inputs, so a
/// failure can be replayed.
public struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    /// Starts at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Random text for a feed field: 0–`maxWords` words of 1–`maxWordLength` letters, some accented, some very long.
    public mutating func text(maxWords: Int = 12, maxWordLength: Int = 14) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzéüçñøABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let words = Int.random(in: 0...maxWords, using: &self)
        return (0..<words).map { _ in
            // One word in ten is far longer than a line.
            let length =
                Int.random(in: 0..<10, using: &self) == 0 ? 48 : Int.random(in: 1...maxWordLength, using: &self)
            return String((0..<length).map { _ in letters.randomElement(using: &self) ?? "a" })
        }.joined(separator: " ")
    }
}
