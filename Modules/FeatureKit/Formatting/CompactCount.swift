import Foundation

/// A count as a cell shows it: grouped digits below ten thousand (`9,999`), then thousands and millions with one
/// decimal (`12.3k`, `1.2m`; `12k`, not `12.0k`). A value that rounds to a thousand thousands is a million:
/// 999,950 is `1m`, never `1000k`. One formatter for every feature's counts (reputation, stars).
public enum CompactCount {
    /// `value` in the short form above.
    public static func string(_ value: Int) -> String {
        if value < 10_000 { return value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))) }
        let thousands = (Double(value) / 100).rounded()
        if thousands < 10_000 { return tenths(Int(thousands)) + "k" }
        return tenths(Int((Double(value) / 100_000).rounded())) + "m"
    }

    /// `123` tenths as `12.3`, `120` as `12`.
    private static func tenths(_ value: Int) -> String {
        value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
    }
}
