import CCurlShim
import Foundation
import Networking
import Synchronization

/// libcurl's multi interface driven by one dedicated thread: every transfer of a ``CurlTransport`` runs on it, and
/// they share the multi handle's connection cache.
///
/// Other threads never call libcurl here except `curl_multi_wakeup`: they leave new transfers and cancellations in a
/// mutex-protected inbox and wake the loop, which drains the inbox, then runs `curl_multi_perform`, collects finished
/// transfers with `curl_multi_info_read`, and sleeps in `curl_multi_poll` until a socket is ready, a libcurl timer
/// is due, or it is woken.
final class CurlMultiLoop: Sendable {
    private struct Inbox {
        var added: [CurlTransfer] = []
        var cancelled: [UInt64] = []
        var isShuttingDown = false
    }

    private let inbox = Mutex(Inbox())
    private let multi: CurlMultiHandle
    private let opened = Atomic<Int>(0)

    /// Creates the loop and starts its thread, which runs until ``shutDown()``.
    init(configuration: CurlTransport.Configuration) {
        let multi = CurlMultiHandle(
            maxConnectionsPerHost: configuration.maxConnectionsPerHost,
            maxIdleConnections: configuration.maxIdleConnections
        )
        guard let multi else {
            // curl_multi_init fails only when malloc does; there is no meaningful way to continue.
            fatalError("libcurl could not allocate a multi handle (out of memory)")
        }
        self.multi = multi
        // The thread holds the loop strongly until run() returns, which is what keeps the multi handle alive
        // while libcurl uses it; shutDown() is what ends it.
        let thread = Thread { [self] in run() }
        thread.name = "catalog.curl-multi"
        thread.start()
    }

    /// New connections opened so far (a measure of connection reuse).
    var connectionsOpened: Int {
        opened.load(ordering: .relaxed)
    }

    /// Hands `transfer` to the loop thread; after this call only that thread touches it.
    func enqueue(_ transfer: CurlTransfer) {
        let accepted = inbox.withLock { inbox in
            guard !inbox.isShuttingDown else { return false }
            inbox.added.append(transfer)
            return true
        }
        guard accepted else {
            transfer.cancel()
            return
        }
        multi.wakeUp()
    }

    /// Asks the loop to stop the transfer with `id` (its token is already marked cancelled).
    func cancel(id: UInt64) {
        inbox.withLock { $0.cancelled.append(id) }
        multi.wakeUp()
    }

    /// Ends the loop: transfers in progress are stopped and resumed with ``NetworkingError/cancelled(url:)``.
    func shutDown() {
        inbox.withLock { $0.isShuttingDown = true }
        multi.wakeUp()
    }

    // MARK: - The loop thread

    private func run() {
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        var handles: [UInt64: UnsafeMutableRawPointer] = [:]

        func finish(_ transfer: CurlTransfer, code: CURLcode?) {
            // Remove before resuming: the caller may drop its last reference, and the easy handle must be out of
            // the multi handle before curl_easy_cleanup. No callback can run for it after this.
            curl_multi_remove_handle(multi.raw, transfer.easy.raw)
            active[transfer.easy.raw] = nil
            handles[transfer.token.id] = nil
            if let code {
                opened.wrappingAdd(transfer.connectionsOpened, ordering: .relaxed)
                transfer.complete(with: code)
            } else {
                transfer.cancel()
            }
        }

        while true {
            let (added, cancelled, isShuttingDown) = inbox.withLock { inbox in
                defer {
                    inbox.added.removeAll()
                    inbox.cancelled.removeAll()
                }
                return (inbox.added, inbox.cancelled, inbox.isShuttingDown)
            }
            if isShuttingDown {
                for transfer in active.values { finish(transfer, code: nil) }
                for transfer in added { transfer.cancel() }
                return
            }
            for transfer in added {
                // A task cancelled before its transfer reached the loop never starts it.
                guard !transfer.token.isCancelled else {
                    transfer.cancel()
                    continue
                }
                guard curl_multi_add_handle(multi.raw, transfer.easy.raw) == CURLM_OK else {
                    transfer.complete(with: CURLE_FAILED_INIT)
                    continue
                }
                active[transfer.easy.raw] = transfer
                handles[transfer.token.id] = transfer.easy.raw
            }
            for id in cancelled {
                // A cancellation for a transfer that already finished (or never arrived) finds nothing here.
                guard let handle = handles[id], let transfer = active[handle] else { continue }
                finish(transfer, code: nil)
            }

            var running: Int32 = 0
            _ = curl_multi_perform(multi.raw, &running)
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi.raw, &queued) {
                // Copy out what is needed: the message does not survive curl_multi_remove_handle.
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else { continue }
                let code = message.pointee.data.result
                guard let transfer = active[handle] else { continue }
                finish(transfer, code: code)
            }
            // Returns early when a socket is ready or libcurl's next timer is due; the cap only bounds how long
            // an idle loop sleeps.
            _ = curl_multi_poll(multi.raw, nil, 0, 1000, nil)
        }
    }
}
