import Foundation

#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
import Darwin
private let streamSocket = SOCK_STREAM
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that the tests start themselves, scripted per request.
///
/// Each connection is served on its own thread with blocking sockets, so misbehaving replies (silence,
/// dripping, cut-off bodies) are easy to script and cannot starve the test's task pool.
package final class LoopbackServer: @unchecked Sendable {
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
    package enum Reply: Sendable {
        /// A complete response; `Content-Length` and `Connection: close` are added unless given.
        case http(status: Int, headers: [String: String] = [:], body: Data = Data())
        /// These bytes exactly, then the connection is closed.
        case raw(Data)
        /// Accept, read the request, and never answer.
        case silent
        /// Send `head`, then one byte of `filler` every `interval`, for ever.
        case drip(head: Data, interval: Duration)

        /// A 200 response with a fixture as its JSON body.
        package static func fixture(_ name: String, status: Int = 200) -> Reply {
            .http(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: Fixture.data(name))
        }
    }

    /// The port it listens on.
    package let port: Int
    private let listener: Int32
    private let handler: @Sendable (Request, Int) -> Reply
    private let lock = NSLock()
    private var stopped = false
    private var connections: Set<Int32> = []
    private var served: [Request] = []

    /// Starts listening on a free port; `handler` gets each request and its number, counting from 0.
    package init(handler: @escaping @Sendable (Request, Int) -> Reply) throws {
        signal(SIGPIPE, SIG_IGN)  // a client that hangs up must not kill the test process
        self.handler = handler
        let descriptor = socket(AF_INET, streamSocket, 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 128) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Answers every request with the same reply.
    package convenience init(always reply: Reply) throws {
        try self.init { _, _ in reply }
    }

    deinit {
        stop()
    }

    /// The URL of `path` on this server.
    package func url(_ path: String = "/happiness/random-quote") -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// The requests received so far.
    package var requests: [Request] { lock.withLock { served } }

    /// Stops listening and hangs up on every open connection.
    package func stop() {
        let open: Set<Int32> = lock.withLock {
            guard !stopped else { return [] }
            stopped = true
            return connections
        }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    // MARK: - Serving

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            lock.withLock { _ = connections.insert(connection) }
            Thread.detachNewThread { [self] in
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
        switch handler(request, number) {
        case .http(let status, let headers, let body):
            var fields = headers
            if !fields.keys.contains(where: { $0.lowercased() == "content-length" }) { fields["Content-Length"] = "\(body.count)" }
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
                Thread.sleep(forTimeInterval: interval.seconds)
                guard send(Data("x".utf8), on: connection) else { return }
            }
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
