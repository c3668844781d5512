import Foundation
import LayoutKit

/// Screens as the commit before issue #55's rules drew them (946192d), kept so that each new rule is shown to fail
/// on what a reviewer saw: `BeforeIssue55/<name>.json`, written by `catalog-tool layout --format json`.
enum BeforeIssue55 {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "BeforeIssue55")

    /// The document named `name`.
    static func document(_ name: String) throws -> LayoutDocument {
        let data = try Data(contentsOf: directory.appending(path: "\(name).json"))
        return try JSONDecoder().decode(LayoutDocument.self, from: data)
    }
}
