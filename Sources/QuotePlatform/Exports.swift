// The platform every file of the core sees. On Linux that is FoundationEssentials, never all of Foundation:
// FoundationInternationalization brings ICU (about 40 MB of data) and its start-up to every run, and the core
// needs none of it. What Essentials lacks (trimming, path joining, the local time zone) is in this target, and
// every target imports this one, so each sees the same platform.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif

#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
