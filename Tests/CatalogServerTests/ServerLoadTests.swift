import CatalogServer
import Foundation
import Networking
import Testing

/// Many requests at once, of every kind, are all answered.
@Suite struct ServerLoadTests {
    @Test func twoHundredConcurrentRequestsAreAllAnswered() async throws {
        let server = try await TestServer(maxSessions: 32)
        let paths = (0..<200).map { index -> String in
            switch index % 4 {
            case 0: "/layout.json?feature=trending&story=week&device=iphone-se"
            case 1: "/api/state?feature=recipes&story=loaded&events=open:\(index % 15)"
            case 2: "/screen?feature=stackoverflow&story=loaded&device=ipad-10"
            default: "/layout.svg?feature=specials&story=changed&device=iphone-15-pro-max&orientation=landscape"
            }
        }
        let statuses = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for (index, path) in paths.enumerated() {
                group.addTask { (index, try await server.get(path).status) }
            }
            var statuses = Array(repeating: 0, count: paths.count)
            for try await (index, status) in group { statuses[index] = status }
            return statuses
        }
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses.filter { $0 != 200 })")
        #expect(await server.server.sessionCount <= 32)
        await server.stop()
    }
}
