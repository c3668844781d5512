/// A line split into runs of one direction in visual (left-to-right drawing) order, for renderers that hand text to
/// another engine (SVG in a browser) and must not leave the ordering to it: each run keeps its characters in logical
/// order and says which way they read, so the other engine draws the line as the PNG renderer does.
package enum VisualRuns {
    /// Characters of one embedding level, in logical order; drawn right to left when `rightToLeft`.
    package struct Run: Equatable, Sendable {
        package var text: String
        package var rightToLeft: Bool

        package init(text: String, rightToLeft: Bool) {
            self.text = text
            self.rightToLeft = rightToLeft
        }
    }

    /// The runs of `line` in a paragraph of the given direction (the whole text's, as the PNG renderer takes it), in
    /// visual order by the Unicode Bidirectional Algorithm. A left-to-right line without right-to-left characters is
    /// one run.
    package static func runs(of line: String, rightToLeft paragraph: Bool) -> [Run] {
        let scalars = Array(line.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        let levelled = BidiRuns.runs(scalars, faces: [Int](repeating: 0, count: scalars.count), rightToLeft: paragraph)
        return levelled.map { run in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[run.range])
            return Run(text: String(text), rightToLeft: run.rightToLeft)
        }
    }
}
