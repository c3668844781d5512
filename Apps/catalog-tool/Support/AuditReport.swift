import Catalogue
import FeatureKit
import Foundation

/// The HTML report `audit --out` writes: each screen with violations, its render and the list of what broke.
struct AuditReport: Sendable {
    private var entries: [(name: String, findings: [ScreenAudit.Finding])] = []
    private var images: [(name: String, png: Data)] = []

    /// Adds every screen of `other`.
    mutating func add(_ other: AuditReport) {
        entries += other.entries
        images += other.images
    }

    mutating func add(document: LayoutDocument, png: Data, findings: [ScreenAudit.Finding]) {
        let name =
            ([document.feature, document.story ?? document.screen, document.device.name, document.orientation.rawValue]
            + (document.traits.map { [$0.name] } ?? []))
            .joined(separator: "-") + ".png"
        entries.append((name, findings))
        images.append((name, png))
    }

    func write(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for image in images { try AtomicFile.write(image.png, to: directory.appendingPathComponent(image.name)) }
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var html = """
            <!doctype html><html lang="en"><meta charset="utf-8"><title>Screen audit</title>
            <style>body{font:15px system-ui;margin:24px}section{display:flex;gap:24px;margin:24px 0}
            img{max-width:360px;border:1px solid #ccc}li{margin:4px 0}</style>
            <h1>Screen audit: \(entries.count) screens with violations</h1>

            """
        for entry in entries {
            html +=
                "<section><img src=\"\(entry.name)\" alt=\"\(escaped(entry.name))\"><div><h2>\(escaped(entry.name))</h2><ol>"
            for finding in entry.findings {
                html += "<li><b>\(finding.rule.rawValue)</b> \(escaped(finding.message))</li>"
            }
            html += "</ol></div></section>\n"
        }
        if entries.isEmpty { html += "<p>No violations.</p>\n" }
        try AtomicFile.write(Data(html.utf8), to: directory.appendingPathComponent("index.html"))
    }
}
