/// What a container offers a child, as SwiftUI's `ProposedViewSize`: a dimension that is nil asks for the child's
/// ideal size along it, zero for its minimum, infinity for its maximum, any other value for the size that fits it.
public struct ProposedSize: Sendable, Hashable {
    /// The width offered, or nil for "your ideal width".
    public var width: Double?
    /// The height offered, or nil for "your ideal height".
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A concrete size.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The child's ideal size in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The child's minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The child's maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// This proposal less `insets` on each side, never below zero; unspecified dimensions stay unspecified.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.left - insets.right) },
            height: height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }

    /// The length offered along `axis`.
    public func length(along axis: StackAxis) -> Double? {
        axis == .vertical ? height : width
    }

    /// A proposal of `length` along `axis` and `cross` across it.
    public init(along axis: StackAxis, length: Double?, cross: Double?) {
        self =
            axis == .vertical ? ProposedSize(width: cross, height: length) : ProposedSize(width: length, height: cross)
    }
}

/// The direction a stack lays its children out in.
public enum StackAxis: Sendable, Hashable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal
}

extension Size {
    /// The length along `axis`.
    public func length(along axis: StackAxis) -> Double {
        axis == .vertical ? height : width
    }

    /// The length across `axis`.
    public func cross(_ axis: StackAxis) -> Double {
        axis == .vertical ? width : height
    }

    /// A size of `length` along `axis` and `cross` across it.
    public init(along axis: StackAxis, length: Double, cross: Double) {
        self = axis == .vertical ? Size(width: cross, height: length) : Size(width: length, height: cross)
    }
}
