import LayoutKit

/// One difference between two versions of a screen document, keyed by item id (and, inside an item, by part kind
/// and index): what a reviewer reads instead of two pictures.
public struct LayoutChange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable {
        case added
        case removed
        case moved
        case resized
        case textChanged = "text-changed"
        case wrapped
        case truncated
        case untruncated
        case colorChanged = "color-changed"
        case actionChanged = "action-changed"
        case kindChanged = "kind-changed"
        case partsChanged = "parts-changed"
        case accessibilityChanged = "accessibility-changed"
        case documentChanged = "document-changed"
    }

    /// The item's id (`item/text#0` for its first text part), or `document`.
    public var item: String
    public var change: Kind
    public var before: String?
    public var after: String?

    /// Creates a change.
    public init(item: String, change: Kind, before: String? = nil, after: String? = nil) {
        self.item = item
        self.change = change
        self.before = before
        self.after = after
    }

    public var description: String {
        switch change {
        case .added: "\(item): added (\(after ?? ""))"
        case .removed: "\(item): removed (\(before ?? ""))"
        case .moved: "\(item): moved from \(before ?? "") to \(after ?? "")"
        case .resized: "\(item): resized from \(before ?? "") to \(after ?? "")"
        case .textChanged: "\(item): text changed from \"\(before ?? "")\" to \"\(after ?? "")\""
        case .wrapped: "\(item): wrapped differently, \(before ?? "") → \(after ?? "")"
        case .truncated: "\(item): now cut (\(after ?? ""))"
        case .untruncated: "\(item): no longer cut (\(after ?? ""))"
        case .colorChanged: "\(item): colour \(before ?? "") → \(after ?? "")"
        case .actionChanged: "\(item): action \(before ?? "none") → \(after ?? "none")"
        case .kindChanged: "\(item): kind \(before ?? "") → \(after ?? "")"
        case .partsChanged: "\(item): parts \(before ?? "") → \(after ?? "")"
        case .accessibilityChanged: "\(item): reads \(before ?? "none") → \(after ?? "none")"
        case .documentChanged: "document: \(before ?? "") → \(after ?? "")"
        }
    }
}
