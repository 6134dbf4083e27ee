import Testing

extension Trait where Self == ConditionTrait {
    /// For a test that needs what only Linux gives the suite (`/proc`, `unshare`, `strace`, `faketime`, Debian's
    /// fortune-mod, fish, zsh and tmux where `make test` installs them): it runs on Linux, where a missing tool fails
    /// its `#require`, and is skipped elsewhere (macOS), naming `what` it needs.
    package static func linuxOnly(_ what: String) -> Self {
        #if os(Linux)
        .enabled(if: true)
        #else
        .disabled(Comment(rawValue: "needs \(what), which only Linux has here"))
        #endif
    }

    /// For a test that indexes fortune files with strfile (Debian's fortune-mod): ``linuxOnly(_:)``.
    package static var strfile: Self { linuxOnly("strfile (Debian's fortune-mod)") }

    /// For a test that makes a device of its own: skipped, saying why, where ``TemporaryFolder/canMakeDevices`` is false.
    package static var makesDevices: Self {
        .enabled(if: TemporaryFolder.canMakeDevices, "making a device of the test's own takes root (mknod) on Linux")
    }
}
