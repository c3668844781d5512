import FeatureTestSupport
import Foundation
import ImagePipeline
import LayoutKit
import ScreenReview

/// A small gallery written by the test: screens of rows (a shape and a title each) as JSON documents and PNGs
/// drawn from them, with a manifest, so that a test can change one thing and compare.
struct GalleryFixture {
    struct Row {
        var id: String
        var title: String
        var color: String = "#E5E5EA"
    }

    let root: URL
    var screens: [String: [Row]] = [:]

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("screen-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    static let device = DeviceProfile.all[0]

    static func document(story: String, rows: [Row]) -> LayoutDocument {
        let measurer = EstimatedTextMeasurer()
        let items = rows.enumerated().map { index, row in
            let frame = Rect(x: 0, y: Double(index) * 60, width: 320, height: 60)
            let lines = measurer.lines(for: row.title, width: 280, fontSize: 17, maxLines: 2)
            return LayoutItem(
                id: row.id,
                kind: .label,
                frame: frame,
                parts: [
                    .shape(
                        .init(
                            kind: .roundedRect,
                            frame: Rect(x: 4, y: frame.y + 4, width: 312, height: 52),
                            fill: row.color,
                            cornerRadius: 8
                        )
                    ),
                    .text(
                        .init(
                            text: row.title,
                            frame: Rect(x: 20, y: frame.y + 10, width: 280, height: 40),
                            fontSize: 17,
                            style: .body,
                            maxLines: 2,
                            lines: lines,
                            measurer: measurer
                        )
                    ),
                ]
            )
        }
        return LayoutDocument(
            feature: "fixture",
            screen: story,
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 320, height: 568),
            sections: [LayoutSection(id: "rows", items: items)]
        )
    }

    /// Draws the document's shapes, and a bar per text line as wide as the line's character count (the test's
    /// stand-in for glyphs: a longer title draws a longer bar).
    static func png(_ document: LayoutDocument) throws -> Data {
        var canvas = Canvas(width: 640, height: 1136, background: .white)
        for item in document.allItems {
            for part in item.parts {
                switch part {
                case .shape(let shape):
                    let rect = PixelRect(
                        x: shape.frame.x * 2,
                        y: shape.frame.y * 2,
                        width: shape.frame.width * 2,
                        height: shape.frame.height * 2
                    )
                    canvas.fillRoundedRect(
                        rect,
                        radius: shape.cornerRadius * 2,
                        color: RGBAColor(hex: shape.fill) ?? .black
                    )
                case .text(let run):
                    for (index, line) in run.lines.enumerated() {
                        let rect = PixelRect(
                            x: run.frame.x * 2,
                            y: (run.frame.y + Double(index) * 20) * 2 + 8,
                            width: Double(line.count) * 14,
                            height: 20
                        )
                        canvas.fillRect(rect, color: .black)
                    }
                case .image: break
                }
            }
        }
        return try ImageEncoders.png(canvas.buffer, level: 1)
    }

    /// Writes every screen and the manifest; returns the manifest written.
    @discardableResult
    func write() throws -> GalleryManifest {
        var entries: [GalleryScreen] = []
        for (story, rows) in screens {
            let document = Self.document(story: story, rows: rows)
            let json = try document.jsonData()
            let png = try Self.png(document)
            let base = "fixture/stories/\(story)/iphone-se-portrait"
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("fixture/stories/\(story)"),
                withIntermediateDirectories: true
            )
            try json.write(to: root.appendingPathComponent(base + ".json"))
            try png.write(to: root.appendingPathComponent(base + ".png"))
            try Data("<svg/>".utf8).write(to: root.appendingPathComponent(base + ".svg"))
            entries.append(
                GalleryScreen(
                    screen: ScreenKey(feature: "fixture", story: story, device: "iphone-se", orientation: "portrait"),
                    json: GalleryFile(path: base + ".json", sha256: FileDigest.sha256(json)),
                    png: GalleryFile(path: base + ".png", sha256: FileDigest.sha256(png)),
                    svg: base + ".svg"
                )
            )
        }
        let manifest = GalleryManifest(screens: entries)
        try manifest.jsonData().write(to: root.appendingPathComponent(GalleryManifest.fileName))
        return manifest
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
