/// Light or dark, as a person sets it on the device: every colour a screen draws comes from the ``Palette`` of its
/// appearance.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light
    case dark
}
