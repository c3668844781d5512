/// What an element is and how it behaves, as iOS names its accessibility traits: a name in the JSON
/// (`searchField`), a case in Swift.
public enum AccessibilityTrait: String, Sendable, Hashable, Codable, CaseIterable {
    case button
    case link
    case header
    case image
    case selected
    case searchField
    case tab
    case staticText
    case notEnabled
    case updatesFrequently

    /// The traits that say a tap does something: an actionable item carries at least one of them.
    public static let interactive: Set<AccessibilityTrait> = [.button, .link, .searchField, .tab]
}
