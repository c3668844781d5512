import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C (SIGINT) and SIGTERM cancel the running command instead of killing the process mid-write: transfers stop,
/// batches end, files are only ever renamed into place whole (``AtomicFile``), and the tool exits 130. A second
/// signal, or a command that has not ended five seconds after the first, exits at once.
final class Interrupts {
    /// Signals received so far, shared with the handlers.
    private final class Count: Sendable {
        let value = Atomic<Int>(0)
    }

    private let received = Count()
    /// Kept alive for as long as the command runs; only the main task touches this array.
    private var sources: [any DispatchSourceSignal] = []

    /// Whether a signal arrived.
    var wasInterrupted: Bool { received.value.load(ordering: .relaxed) > 0 }

    /// Starts listening; `cancel` is called once, on the first signal.
    init(cancel: @escaping @Sendable () -> Void) {
        Self.unblockSignals()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [received] in
                let count = received.value.add(1, ordering: .relaxed).newValue
                guard count == 1 else { exit(130) }
                cancel()
                DispatchQueue.global().asyncAfter(deadline: .now() + 5) { exit(130) }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// A parent may hand us a mask with SIGINT and SIGTERM blocked (threads of a test pool do): take them back.
    static func unblockSignals() {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }
}
