import AsyncPrimitives
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `ChildProcess` as tests and tools use it: output read as it arrives, markers waited for, signals sent.
@Suite struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func waitsForAMarkerAndForTheEnd() async throws {
        let child = try ChildProcess(Self.shell, arguments: ["-c", "echo ready; echo done >&2; exit 3"])
        #expect(await child.waitForOutput(containing: "ready"))
        let output = await child.output()
        #expect(output.status == 3 && !output.termination.wasSignalled)
        #expect(output.stdout == "ready\n" && output.stderr == "done\n")
    }

    /// The shard-kill test killed from its task after `waitForOutput`; on a busy pool the task resumed after the
    /// shard had finished, so no kill landed. The signal now goes from the thread that reads the marker.
    @Test func aSignalSentWhenTheMarkerAppearsStopsTheChildThere() async throws {
        // Without the signal the child would sleep 60 s and end with status 0 (`exec`: the shell becomes the sleep,
        // so no grandchild keeps the output pipe open after the kill).
        let child = try ChildProcess(Self.shell, arguments: ["-c", "echo ready; exec sleep 60"])
        #expect(await child.send(SIGKILL, whenOutputContains: "ready"))
        let output = await child.output()
        #expect(output.termination.wasSignalled && output.status == SIGKILL)
        #expect(output.stdout == "ready\n")
    }

    @Test func noSignalGoesToAChildThatEndsWithoutTheMarker() async throws {
        let child = try ChildProcess(Self.shell, arguments: ["-c", "echo something else"])
        #expect(await !child.send(SIGKILL, whenOutputContains: "ready"))
        let output = await child.output()
        #expect(output.status == 0 && !output.termination.wasSignalled)
    }
}
