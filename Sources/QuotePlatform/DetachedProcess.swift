/// Starts a program that outlives the run and has nothing to do with the terminal: a background refill.
package enum DetachedProcess {
    /// Starts `path` with `arguments` and `environment` in a session of its own (no controlling terminal, out
    /// of the shell's job control), from `/`, with standard input, output and error on `/dev/null`, and returns
    /// at once.
    ///
    /// The program is not this process's child: a middle process starts it and exits, and is waited for here, so
    /// no zombie is left whether this process lives on (a test) or exits first (a run).
    ///
    /// - Returns: whether the program was started (its middle process forked it).
    package static func start(_ path: String, arguments: [String], environment: [String: String]) -> Bool {
        // Everything the new processes need is made before fork: between fork and exec only system calls are safe.
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard devNull >= 0 else { return false }
        defer { close(devNull) }
        // Nothing of the caller's goes along: no descriptor but the three streams (a harness's pipe, make's jobserver
        // would wait for the refill to end), no blocked signal.
        let openMax = Int32(clamping: max(256, min(sysconf(Int32(_SC_OPEN_MAX)), 65_536)))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        let middle = fork()
        if middle == 0 {
            _ = setsid()
            let program = fork()
            if program == 0 {
                _ = chdir("/")
                _ = dup2(devNull, 0)
                _ = dup2(devNull, 1)
                _ = dup2(devNull, 2)
                var descriptor: Int32 = 3
                while descriptor < openMax {
                    _ = close(descriptor)
                    descriptor += 1
                }
                _ = sigprocmask(SIG_SETMASK, &noSignals, nil)
                _ = execve(argv[0]!, argv, envp)
                _exit(127)
            }
            _exit(program > 0 ? 0 : 1)
        }
        guard middle > 0 else { return false }
        var status: Int32 = 0
        while waitpid(middle, &status, 0) < 0 && errno == EINTR {}
        return status == 0
    }

    /// This process's own executable, as the kernel knows it; `nil` where it cannot be told.
    package static var currentExecutable: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        // The path the loader started, absolute even when a shell found `quote` through PATH.
        return Bundle.main.executablePath
        #else
        return CommandLine.arguments.first.flatMap { $0.hasPrefix("/") ? $0 : nil }
        #endif
    }
}
