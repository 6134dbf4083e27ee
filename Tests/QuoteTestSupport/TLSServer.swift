import Foundation
import QuotePlatform

/// https on 127.0.0.1 with a self-signed certificate for `127.0.0.1`: a ``LoopbackServer`` behind a small
/// TLS front (`tls-proxy.py`, run with the system's `python3`), so TLS is tested for real, certificate checks
/// and all, while the replies stay scripted in Swift.
package final class TLSServer: Sendable {
    /// A self-signed certificate and its key, made once per test run with `openssl`.
    package struct Certificate: Sendable {
        /// The certificate, PEM: also the CA bundle that trusts it.
        package var path: String
        /// The private key, PEM.
        package var keyPath: String
        /// A folder holding only the certificate and its hash link, as `SSL_CERT_DIR` wants.
        package var folder: String
    }

    /// The certificate every TLS server of this run presents, made anew in `.build/quote-tests/tls`.
    package static let certificate: Result<Certificate, any Error> = Result {
        let root = Fixture.packageRoot.appendingPathComponent(".build/quote-tests/tls").path
        let folder = root + "/ca"
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let certificate = Certificate(path: folder + "/cert.pem", keyPath: root + "/key.pem", folder: folder)
        let made = try ChildProcess(
            "/usr/bin/openssl",
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
                "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                "-keyout", certificate.keyPath, "-out", certificate.path,
            ],
            environment: ["PATH": "/usr/bin:/bin"])
        let outcome = try made.waitBlocking()
        guard outcome.status == 0 else { throw TestSupportError("openssl req failed: \(outcome.stderr)") }
        let rehash = try ChildProcess("/usr/bin/openssl", ["rehash", folder], environment: ["PATH": "/usr/bin:/bin"])
            .waitBlocking()
        guard rehash.status == 0 else { throw TestSupportError("openssl rehash failed: \(rehash.stderr)") }
        return certificate
    }

    /// The scripted server behind the TLS front.
    package let backend: LoopbackServer
    /// The port https is served on.
    package let port: Int
    private let proxy: ChildProcess
    private let keepAlive: Int32

    /// Starts https answering with `handler`.
    package init(handler: @escaping @Sendable (LoopbackServer.Request, Int) -> LoopbackServer.Reply) throws {
        let certificate = try Self.certificate.get()
        backend = try LoopbackServer(handler: handler)
        let (inputRead, inputWrite) = try ChildProcess.pipe()
        let (outputRead, outputWrite) = try ChildProcess.pipe()
        let script = Fixture.packageRoot.appendingPathComponent("Tests/QuoteTestSupport/tls-proxy.py").path
        defer {
            close(inputRead)
            close(outputWrite)
        }
        proxy = try ChildProcess(
            "/usr/bin/python3", [script, certificate.path, certificate.keyPath, String(backend.port)],
            environment: ["PATH": "/usr/bin:/bin"], standardInput: inputRead, standardOutput: outputWrite,
            killAfter: .seconds(600))
        keepAlive = inputWrite
        let line = Self.readLine(outputRead, within: 10)
        close(outputRead)
        guard let port = line.flatMap({ Int($0) }) else {
            close(keepAlive)
            proxy.kill()
            throw TestSupportError("tls-proxy.py did not start")
        }
        self.port = port
    }

    /// Answers every request with the same reply.
    package convenience init(always reply: LoopbackServer.Reply) throws {
        try self.init { _, _ in reply }
    }

    deinit {
        close(keepAlive)  // the front exits when its stdin closes
        backend.stop()
    }

    /// The https URL of `path`.
    package func url(_ path: String = "/happiness/random-quote") -> String {
        "https://127.0.0.1:\(port)\(path)"
    }

    /// Reads one line within `seconds`, or `nil`.
    private static func readLine(_ descriptor: Int32, within seconds: Int32) -> String? {
        var line = Data()
        var byte: UInt8 = 0
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, seconds * 1000) > 0, read(descriptor, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }
}

/// A test helper could not do its part (start a server, drive a terminal).
package struct TestSupportError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}
