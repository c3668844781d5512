import AsyncPrimitives
import Foundation
import Testing

/// `scripts/new-feature` writes the template feature (FeatureScaffold, which every build compiles and every test run
/// tests) renamed, and nothing of its own: so what it writes compiles whenever the template does. And the manifest
/// check refuses a list of features written into a script by hand.
@Suite struct FeatureScaffoldScriptTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every regular file under `root`, by its path relative to `root`.
    static func files(under root: URL) -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return [] }
        let base = root.standardizedFileURL.path + "/"
        return walk.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true else {
                return nil
            }
            return String(url.standardizedFileURL.path.dropFirst(base.count))
        }.sorted()
    }

    static func renamed(_ text: String) -> String {
        text.replacingOccurrences(of: "Scaffold", with: "Probe").replacingOccurrences(of: "scaffold", with: "probe")
    }

    /// A Swift file's import lines as a set (the script sorts them for the new name) and the rest as it is.
    static func parts(_ source: String) -> (imports: Set<String>, rest: [String]) {
        let lines = source.components(separatedBy: "\n")
        let isImport = { (line: String) in line.hasPrefix("import ") || line.hasPrefix("public import ") }
        return (Set(lines.filter(isImport)), lines.filter { !isImport($0) })
    }

    @Test func theScriptWritesTheTemplateRenamedWithNoPlaceholderLeft() async throws {
        // Given an empty folder
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("new-feature-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }

        // When the script writes Probe there
        let run = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", Self.repository.appendingPathComponent("scripts/new-feature").path, "--out", out.path,
                "Probe",
            ],
            currentDirectory: Self.repository
        )
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")

        // Then each of the template's files is there under its renamed path, its text renamed, its bytes otherwise kept
        for (template, written) in [
            ("Modules/FeatureScaffold", "Modules/FeatureProbe"),
            ("Tests/FeatureScaffoldTests", "Tests/FeatureProbeTests"),
        ] {
            let templateRoot = Self.repository.appendingPathComponent(template)
            let writtenRoot = out.appendingPathComponent(written)
            let templateFiles = Self.files(under: templateRoot)
            #expect(templateFiles.count >= 10 || template.hasPrefix("Tests"), "\(template): \(templateFiles)")
            #expect(Self.files(under: writtenRoot) == templateFiles.map(Self.renamed), "\(written)")
            for file in templateFiles {
                let original = try Data(contentsOf: templateRoot.appendingPathComponent(file))
                let copy = try Data(contentsOf: writtenRoot.appendingPathComponent(Self.renamed(file)))
                guard let text = String(data: original, encoding: .utf8), !file.hasSuffix(".png") else {
                    #expect(copy == original, "\(file): a picture is copied byte for byte")
                    continue
                }
                let copied = try #require(String(data: copy, encoding: .utf8))
                #expect(copied.range(of: "scaffold", options: .caseInsensitive) == nil, "\(file): placeholder left")
                if file.hasSuffix(".swift") {
                    let (imports, rest) = Self.parts(Self.renamed(text))
                    #expect(Self.parts(copied).imports == imports, "\(file): imports")
                    #expect(Self.parts(copied).rest == rest, "\(file): not the template renamed")
                } else {
                    #expect(copied == Self.renamed(text), "\(file): not the template renamed")
                }
            }
        }
    }

    @Test func theManifestCheckRefusesAFeatureListWrittenByHand() async throws {
        // Given a script that lists three features as words, and one that reads them from the tool
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let byHand = folder.appendingPathComponent("by-hand")
        try Data("#!/bin/sh\nfor f in users specials recipes; do echo \"$f\"; done\n".utf8).write(to: byHand)
        let fromTool = folder.appendingPathComponent("from-tool")
        try Data("#!/bin/sh\nfor f in $(catalog-tool features); do echo \"$f\"; done\n".utf8).write(to: fromTool)

        // When the manifest check's list rule reads each
        let check = Self.repository.appendingPathComponent("scripts/check-manifest").path
        let refused = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", check, "--feature-lists", byHand.path],
            currentDirectory: Self.repository
        )
        let passed = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", check, "--feature-lists", fromTool.path],
            currentDirectory: Self.repository
        )

        // Then the list by hand fails, naming its line and the features, and the other passes
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("by-hand:2 lists features by hand (recipes, specials, users)"),
            "\(refused.stderr)"
        )
        #expect(passed.status == 0, "\(passed.stderr)")
    }
}
