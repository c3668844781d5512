extension Duration {
    /// The duration in seconds, as a floating-point number for rates and reports.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
