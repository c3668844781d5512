// A child process for ImageCache's multi-process tests:
//   ImageCacheStress write DIR PREFIX COUNT SIZE   — stores COUNT entries PREFIX-i of SIZE bytes, then reads them back
//   ImageCacheStress read DIR PREFIX COUNT SIZE    — checks that every entry is present and intact
//   ImageCacheStress churn DIR PREFIX SIZE         — writes forever (to be killed mid-write); prints "ready"
//                                                    after the first 50 writes
//   ImageCacheStress hold DIR SECONDS                — takes the cache directory's lock (DIR/lock, which must exist),
//                                                    prints "held", keeps it SECONDS seconds, then exits
// Exit status 0 when everything matched; 1 with a message on standard error otherwise.
import Foundation
import ImageCache

#if canImport(Glibc)
    import Glibc
#endif

func payload(_ key: String, size: Int) -> Data {
    var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: key.hashValueStable))
    return Data((0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
}

struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension String {
    /// FNV-1a, stable across processes (unlike `hashValue`).
    var hashValueStable: Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "hold", let seconds = Double(arguments[3]) {
    // Another process holding the lock, as a slow writer or `catalog-tool cache prune` would.
    let descriptor = open(arguments[2] + "/lock", O_RDWR | O_CLOEXEC)
    guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { fail("cannot lock \(arguments[2])/lock") }
    FileHandle.standardOutput.write(Data("held\n".utf8))
    Thread.sleep(forTimeInterval: seconds)
    exit(0)
}
guard arguments.count >= 5 else {
    fail("usage: ImageCacheStress write|read|churn DIR PREFIX COUNT [SIZE], or hold DIR SECONDS")
}
let cache: DiskCache
do {
    cache = try DiskCache(configuration: .init(directory: URL(fileURLWithPath: arguments[2]), sizeLimit: 1 << 30))
} catch {
    fail("\(error)")
}
let prefix = arguments[3]
switch arguments[1] {
case "write", "read":
    guard arguments.count >= 6, let count = Int(arguments[4]), let size = Int(arguments[5]) else { fail("bad numbers") }
    for index in 0..<count where arguments[1] == "write" {
        let key = "\(prefix)-\(index)"
        do { try cache.store(payload(key, size: size), forKey: key) } catch { fail("\(error)") }
    }
    for index in 0..<count {
        let key = "\(prefix)-\(index)"
        guard cache.data(forKey: key) == payload(key, size: size) else { fail("missing or wrong: \(key)") }
    }
case "churn":
    guard let size = Int(arguments[4]) else { fail("bad size") }
    var index = 0
    let started = Date()
    let parent = getppid()
    while true {
        // Never outlive the test that started us (orphans are re-parented), nor run for more than two minutes.
        if getppid() != parent || Date().timeIntervalSince(started) > 120 { exit(0) }
        let key = "\(prefix)-\(index % 50)"
        do { try cache.store(payload(key, size: size), forKey: key) } catch { fail("\(error)") }
        index += 1
        // After one round the parent may kill us at any moment: every later write can be cut short.
        if index == 50 {
            FileHandle.standardOutput.write(Data("ready\n".utf8))
        }
    }
default:
    fail("unknown mode \(arguments[1])")
}
