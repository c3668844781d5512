import AsyncPrimitives
import Dispatch
import Foundation
import ImagePipeline
import Networking
import NetworkingTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The Kubernetes manifests under deploy/ are valid.
@Suite struct DeployManifestTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let venv =
        ProcessInfo.processInfo.environment["CATALOG_VENV"]
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/catalog/venv").path

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: Self.venv + "/bin/kubernetes-validate"),
            "kubernetes-validate is not installed; run scripts/setup"
        )
    )
    func theKubernetesManifestsAreValid() async throws {
        let output = try await ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [Self.repository.appendingPathComponent("scripts/validate-deploy").path],
            currentDirectory: Self.repository
        )
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("thumbnails-job.yaml") && output.stdout.contains("0 failed"))
    }
}
