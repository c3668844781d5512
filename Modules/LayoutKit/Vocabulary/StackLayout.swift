/// How ``VStack`` and ``HStack`` share out their length, as SwiftUI's stacks do: children of higher
/// ``LayoutElement/layoutPriority`` are offered room first (after the minimum lengths of lower ones are kept back);
/// within a priority, the least flexible first (a fixed frame before a wrapping text), each offered an equal share
/// of what is left. Each child answers for what it was offered and is placed at that answer, so the same
/// allocation serves measuring and placing.
struct StackLayout: Sendable {
    var axis: StackAxis
    var spacing: Double
    var children: [any LayoutElement]

    /// Each child measured for its share of `proposal`.
    func measure(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> [Measured] {
        let cross = proposal.length(along: axis == .vertical ? .horizontal : .vertical)
        func offer(_ child: any LayoutElement, _ length: Double?) -> Measured {
            child.measured(
                ProposedSize(along: axis, length: length, cross: child is Spacer ? 0 : cross),
                in: environment
            )
        }
        guard let total = proposal.length(along: axis), !children.isEmpty else {
            return children.map { offer($0, nil) }
        }
        var remaining = total - spacing * Double(children.count - 1)
        var measured = [Measured?](repeating: nil, count: children.count)
        let range = children.indices.map { index -> (min: Double, max: Double) in
            let child = children[index]
            // A spacer grows to whatever it is offered, so it is the most flexible and takes what the others leave.
            let most = child is Spacer ? .infinity : offer(child, .infinity).size.length(along: axis)
            return (offer(child, 0).size.length(along: axis), most)
        }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
                .sorted { range[$0].max - range[$0].min < range[$1].max - range[$1].min }
            // Lower priorities keep their minimum lengths.
            let kept = children.indices.filter { children[$0].layoutPriority < priority }.map { range[$0].min }
                .reduce(0, +)
            var available = max(0, remaining - kept)
            for (position, index) in group.enumerated() {
                let share = max(0, available / Double(group.count - position))
                let child = offer(children[index], share)
                measured[index] = child
                available -= child.size.length(along: axis)
                remaining -= child.size.length(along: axis)
            }
        }
        return measured.compactMap { $0 }
    }

    /// The stack's size: its children's lengths and spacing along the axis, the widest child across it.
    func size(of children: [Measured]) -> Size {
        let length =
            children.map { $0.size.length(along: axis) }.reduce(0, +)
            + spacing * Double(max(0, children.count - 1))
        let cross = children.map { $0.size.cross(axis) }.max() ?? 0
        return Size(along: axis, length: length, cross: cross)
    }

    /// Places the children measured for `proposal` one after another in `frame`, each at `crossOffset` across.
    func place(
        in frame: Rect,
        proposal: ProposedSize,
        canvas: inout LayoutCanvas,
        crossOffset: (Size, Double) -> Double
    ) {
        var position = 0.0
        for child in measure(proposal, in: canvas.environment) {
            let across = crossOffset(child.size, frame.size.cross(axis))
            let origin =
                axis == .vertical
                ? Point(x: frame.x + across, y: frame.y + position)
                : Point(x: frame.x + position, y: frame.y + across)
            canvas.place(child, at: origin)
            position += child.size.length(along: axis) + spacing
        }
    }
}
