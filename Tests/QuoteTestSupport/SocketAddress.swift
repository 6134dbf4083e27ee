import QuotePlatform

/// `host:port` as an IPv4 socket address; port 0 lets `bind` choose a free one.
package func socketAddress(_ host: String = "127.0.0.1", port: Int = 0) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr(host)
    address.sin_port = UInt16(port).bigEndian
    return address
}
