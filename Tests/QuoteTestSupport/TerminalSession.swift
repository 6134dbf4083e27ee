import Foundation

/// An interactive shell in a real pseudo-terminal, driven through tmux (Debian's `tmux` package): keys are sent, the screen is
/// read back.
///
/// For testing what a user sees when pressing Tab.
///
/// The tmux server runs in the foreground (`-D`) as the test's own child, not as a daemon, so that ending the
/// session ends it and reaps it: no server or shell of the suite outlives the test. A shell's background job holds a
/// pipe from the test and SIGKILLs the server (which inherits the test thread's blocked signals) when it closes, so a
/// crashed test takes it along; the server is the shell's `exec`'d foreground (as a background job, the zsh test hung).
package final class TerminalSession: @unchecked Sendable {
    /// Holds the server's socket.
    private let socketFolder = TemporaryFolder()
    private let server: ChildProcess
    private let keepAlive: Int32
    private var socket: String { socketFolder.file("tmux") }

    /// Starts `command` in a 200×50 terminal, in `folder`.
    package init(_ command: String, in folder: String, environment: [String: String]) async throws {
        // An empty configuration of its own: the machine's /dev/null is not leant on.
        socketFolder.write("tmux.conf", Data())
        let (inputRead, inputWrite) = try ChildProcess.pipe()
        defer { close(inputRead) }
        // The server is killed only while it is the watcher's parent: once it has ended, its number may be another's.
        let watched = "exec 3<&0; { read line <&3; read a b c parent d </proc/self/stat; [ $parent = $$ ] && kill -KILL $$; }"
        let tmux = ["/usr/bin/tmux", "-S", socketFolder.file("tmux"), "-f", socketFolder.file("tmux.conf"), "-D"]
        do {
            server = try ChildProcess(
                "/bin/sh", ["-c", watched + " & exec \"$@\" 3<&-", "sh"] + tmux, environment: ["PATH": "/usr/bin:/bin"],
                standardInput: inputRead, killAfter: .seconds(120))
        } catch {
            close(inputWrite)
            throw error
        }
        keepAlive = inputWrite
        let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        // The server takes a moment to listen on its socket, and a client that finds none would start a server of its
        // own, a daemon no test reaps: `-N` never starts one, and the session is asked for until the server takes it.
        let (socket, session) = (
            socket, ["new-session", "-d", "-x", "200", "-y", "50", "-c", folder, "env -i \(exports) \(command)"]
        )
        try await BoundedWait.until("the tmux server to take the session", polling: true) {
            (try? ChildProcess("/usr/bin/tmux", ["-N", "-S", socket] + session, environment: ["PATH": "/usr/bin:/bin"])
                .waitBlocking().status) == 0
        }
    }

    deinit {
        close(keepAlive)  // the watcher kills the server, and ends
        _ = try? server.waitBlocking()
    }

    /// Types `keys` literally.
    package func type(_ keys: String) async throws {
        try await tmux(["send-keys", "-l", keys])
    }

    /// Presses named keys: `Enter`, `Tab`, `C-c`.
    package func press(_ keys: String...) async throws {
        try await tmux(["send-keys"] + keys)
    }

    /// The screen's text now.
    package func screen() async throws -> String {
        try await tmux(["capture-pane", "-p"])
    }

    /// Waits until the screen satisfies `condition`, at most `limit`; returns the screen.
    @discardableResult
    package func waitForScreen(_ what: String, limit: Duration = .seconds(10), _ condition: (String) -> Bool) async throws
        -> String
    {
        var last = ""
        do {
            try await BoundedWait.until(what, limit: limit, polling: true) {
                last = (try? self.screenBlocking()) ?? ""
                return condition(last)
            }
        } catch {
            throw BoundedWait.TimedOut(description: "\(error); the screen:\n\(last)")
        }
        return last
    }

    private func screenBlocking() throws -> String {
        try ChildProcess("/usr/bin/tmux", ["-S", socket, "capture-pane", "-p"], environment: ["PATH": "/usr/bin:/bin"])
            .waitBlocking().output
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let outcome = try await ChildProcess("/usr/bin/tmux", ["-S", socket] + arguments, environment: ["PATH": "/usr/bin:/bin"])
            .wait()
        guard outcome.status == 0 else { throw TestSupportError("tmux \(arguments.first ?? "") failed: \(outcome.stderr)") }
        return outcome.output
    }
}
