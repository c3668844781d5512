/// The direction of the person's language: right to left (Arabic, Hebrew) mirrors whole screens, as iOS does.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
