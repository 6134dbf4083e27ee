import Foundation
import QuotePlatform

#if canImport(Glibc)
private let streamSocket = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
#else
private let streamSocket = SOCK_STREAM
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that the tests start themselves, scripted per request.
///
/// Each connection is served on its own thread with blocking sockets, so misbehaving replies (silence,
/// dripping, cut-off bodies) are easy to script and cannot starve the test's task pool.
///
/// Every descriptor has one owner that closes it once: the accepting thread owns the listener, each
/// connection's thread owns its connection. ``stop()`` only shuts them down (under the lock that guards
/// their registration), which wakes their owners; it never closes a descriptor another thread may still use,
/// or one whose number the process may already have handed to someone else.
package final class LoopbackServer: Sendable {
    /// What a client asked for.
    package struct Request: Sendable {
        /// `GET`, usually.
        package var method: String
        /// The path and query.
        package var target: String
        /// Header fields, names lower-cased.
        package var headers: [String: String]
    }

    /// How to answer one request.
    package indirect enum Reply: Sendable {
        /// A complete response; `Content-Length` and `Connection: close` are added unless given.
        case http(status: Int, headers: [String: String] = [:], body: Data = Data())
        /// These bytes exactly, then the connection is closed.
        case raw(Data)
        /// Accept, read the request, and never answer.
        case silent
        /// Send `head`, then one byte of `filler` every `interval`, for ever.
        case drip(head: Data, interval: Duration)
        /// Accept, read the request, wait `delay` (a server slow to answer), then give `reply`.
        case delayed(Duration, Reply)

        /// A 200 response with a fixture as its JSON body.
        package static func fixture(_ name: String, status: Int = 200) -> Reply {
            .http(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: Fixture.data(name))
        }

        /// A list of `size` quotes never given before, each `q` and `a`: the `number`-th answer's.
        package static func quoteList(_ number: Int, size: Int) -> Reply {
            let items = (0..<size).map { #"{"q":"quote \#(number)-\#($0)","a":"Author \#($0 % 7)"}"# }
            let body = Data(("[" + items.joined(separator: ",") + "]").utf8)
            return .http(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    /// The port it listens on.
    package let port: Int
    private let state: State

    /// Starts listening on a free port; `handler` gets each request and its number, counting from 0.
    package init(handler: @escaping @Sendable (Request, Int) -> Reply) throws {
        signal(SIGPIPE, SIG_IGN)  // a client that hangs up must not kill the test process
        let listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var address = socketAddress()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 128) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        state = State(listener: listener, port: port, handler: handler)
        guard DetachedThread.run({ [state] in state.acceptLoop() }) else { throw POSIXError(.EAGAIN) }
    }

    /// Answers every request with the same reply.
    package convenience init(always reply: Reply) throws {
        try self.init { _, _ in reply }
    }

    deinit {
        state.stop()
    }

    /// The URL of `path` on this server.
    package func url(_ path: String = "/happiness/random-quote") -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// The requests received so far.
    package var requests: [Request] { state.requests }

    /// How many connections are open now.
    package var openConnections: Int { state.openConnections }

    /// Stops listening and hangs up on every open connection, and returns once the port refuses connections;
    /// calling it again does nothing.
    package func stop() {
        state.stop()
    }
}

// MARK: - Serving

extension LoopbackServer {
    /// What the accepting and serving threads share with the server.
    private final class State: @unchecked Sendable {
        private let listener: Int32
        private let port: Int
        private let handler: @Sendable (Request, Int) -> Reply
        private let lock = NSLock()
        /// Signalled once the accepting thread has closed the listener.
        private let listenerClosed = DispatchSemaphore(value: 0)
        private var stopped = false
        private var connections: Set<Int32> = []
        private var served: [Request] = []

        init(listener: Int32, port: Int, handler: @escaping @Sendable (Request, Int) -> Reply) {
            self.listener = listener
            self.port = port
            self.handler = handler
        }

        var requests: [Request] { lock.withLock { served } }
        var openConnections: Int { lock.withLock { connections.count } }
        private var isStopped: Bool { lock.withLock { stopped } }

        func stop() {
            let stopping = lock.withLock {
                guard !stopped else { return false }
                stopped = true
                // Wakes `accept` (on Linux) and every blocked read or write; each owner then closes its own descriptor.
                shutdown(listener, Int32(SHUT_RDWR))
                for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
                return true
            }
            guard stopping else { return }
            #if !os(Linux)
            // Darwin's `shutdown` does not wake a thread blocked in `accept` on a listening socket; a connection does.
            knock()
            #endif
            // Until the listener is closed a connection would still be queued, not refused. Bounded all the same:
            // an accepting thread that never started, or a knock that could not connect, must not hang the suite.
            _ = listenerClosed.wait(timeout: .now() + .seconds(10))
        }

        /// Connects to the listener and hangs up, which ends the accepting thread's wait.
        private func knock() {
            let descriptor = socket(AF_INET, streamSocket, 0)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var address = socketAddress(port: port)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }

        /// Accepts until stopped, then closes the listener, which only this thread uses.
        func acceptLoop() {
            defer {
                close(listener)
                listenerClosed.signal()
            }
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return
                }
                _ = fcntl(connection, F_SETFD, FD_CLOEXEC)  // ChildProcess closes the rest in children besides
                let registered = lock.withLock {
                    guard !stopped else { return false }
                    connections.insert(connection)
                    return true
                }
                guard registered else {
                    close(connection)
                    return
                }
                DetachedThread.run { [self] in
                    serve(connection)
                    lock.withLock { _ = connections.remove(connection) }
                    close(connection)
                }
            }
        }

        private func serve(_ connection: Int32) {
            guard let request = readRequest(connection) else { return }
            let number = lock.withLock {
                served.append(request)
                return served.count - 1
            }
            answer(handler(request, number), on: connection)
        }

        /// Gives `reply` on `connection`.
        private func answer(_ reply: Reply, on connection: Int32) {
            switch reply {
            case .http(let status, let headers, let body):
                var fields = headers
                if !fields.keys.contains(where: { $0.lowercased() == "content-length" }) {
                    fields["Content-Length"] = "\(body.count)"
                }
                fields["Connection"] = "close"
                let head = "HTTP/1.1 \(status) Status\r\n" + fields.map { "\($0.key): \($0.value)\r\n" }.joined() + "\r\n"
                send(Data(head.utf8) + body, on: connection)
            case .raw(let bytes):
                send(bytes, on: connection)
            case .silent:
                while !isStopped, waitForHangUp(connection, milliseconds: 100) == false {}
            case .drip(let head, let interval):
                guard send(head, on: connection) else { return }
                while !isStopped {
                    usleep(UInt32(interval.seconds * 1_000_000))
                    guard send(Data("x".utf8), on: connection) else { return }
                }
            case .delayed(let delay, let reply):
                usleep(UInt32(delay.seconds * 1_000_000))
                answer(reply, on: connection)
            }
        }

        /// Reads up to the blank line that ends the request head.
        private func readRequest(_ connection: Int32) -> Request? {
            var bytes = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes.range(of: Data("\r\n\r\n".utf8)) == nil, bytes.count < 65_536 {
                let count = recv(connection, &buffer, buffer.count, 0)
                guard count > 0 else { return nil }
                bytes.append(contentsOf: buffer[0..<count])
            }
            let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
            let requestLine = lines[0].split(separator: " ")
            guard requestLine.count >= 2 else { return nil }
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
        }

        /// Whether the peer hung up within the wait.
        private func waitForHangUp(_ connection: Int32, milliseconds: Int32) -> Bool {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, milliseconds) > 0 else { return false }
            var byte: UInt8 = 0
            return recv(connection, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
        }

        /// Sends every byte; `false` once the peer is gone.
        @discardableResult
        private func send(_ data: Data, on connection: Int32) -> Bool {
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let sent = write(connection, buffer.baseAddress! + offset, buffer.count - offset)
                    if sent < 0, errno == EINTR { continue }
                    guard sent > 0 else { return false }
                    offset += sent
                }
                return true
            }
        }
    }
}

/// A port on 127.0.0.1 where nothing listens, and nothing will while this value lives: a socket bound to it
/// but never listening, so a connection is refused at once. (A server that was started and stopped leaves
/// its port free, and the next test's server may get the very same port.)
package final class RefusingPort: Sendable {
    /// The port.
    package let port: Int
    private let socketDescriptor: Int32

    /// Reserves a free port.
    package init() throws {
        let descriptor = socket(AF_INET, streamSocket, 0)
        var address = socketAddress()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            if descriptor >= 0 { close(descriptor) }
            throw POSIXError(.EADDRNOTAVAIL)
        }
        socketDescriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(socketDescriptor)
    }

    /// The URL of `path` on this port.
    package func url(_ path: String = "/happiness/random-quote") -> String {
        "http://127.0.0.1:\(port)\(path)"
    }
}
