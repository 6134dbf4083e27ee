import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Devices a test makes in its own folder, so that no test ever hands the machine's `/dev/null` or `/dev/full` to
/// the code under test: a bug that replaces one then replaces the test's copy, never the machine's.
extension TemporaryFolder {
    /// The null device (1, 3) and the full device (1, 7), by their Linux numbers.
    package enum Device: Sendable {
        /// Takes every write, reads as empty.
        case null
        /// Fails every write with ENOSPC.
        case full

        var number: dev_t {
            let (major, minor): (dev_t, dev_t) = self == .null ? (1, 3) : (1, 7)
            // glibc's makedev.
            return ((major & 0xfff) << 8) | (minor & 0xff) | ((minor & ~0xff) << 12) | ((major & ~0xfff) << 32)
        }
    }

    /// Makes `device` as `name` in the folder; its path.
    ///
    /// Only where ``canMakeDevices``.
    package func make(_ device: Device, named name: String) -> String {
        let path = file(name)
        guard mknod(path, S_IFCHR | 0o666, device.number) == 0 else { fatalError("mknod \(path): \(errno)") }
        return path
    }

    /// Whether this process can make devices that work in a temporary folder.
    ///
    /// As root, on Linux, where the temporary folder is not mounted `nodev`. Tests that need one skip, saying so,
    /// where it cannot.
    package static let canMakeDevices: Bool = {
        #if os(Linux)
        guard geteuid() == 0 else { return false }
        let folder = TemporaryFolder()
        let path = folder.file("probe")
        guard mknod(path, S_IFCHR | 0o666, Device.null.number) == 0 else { return false }
        let descriptor = open(path, O_WRONLY)
        defer { if descriptor >= 0 { close(descriptor) } }
        return descriptor >= 0 && Glibc.write(descriptor, "x", 1) == 1
        #else
        return false
        #endif
    }()
}
