#!/usr/bin/env python3
"""A TLS front for a test's loopback HTTP server: https on 127.0.0.1, forwarded byte for byte to a plain port.

Usage: tls-proxy.py CERT KEY BACKEND_PORT
Prints the port it listens on, then serves until its standard input closes (the test that started it
closes its end, or dies). A client that refuses the certificate simply ends its own connection.
"""
import socket
import ssl
import sys
import threading

cert, key, backend = sys.argv[1], sys.argv[2], int(sys.argv[3])
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
listener = socket.create_server(("127.0.0.1", 0))


def pump(source, target):
    try:
        while data := source.recv(65536):
            target.sendall(data)
    except OSError:
        pass
    try:
        target.shutdown(socket.SHUT_WR)
    except OSError:
        pass


def serve(client):
    try:
        secure = context.wrap_socket(client, server_side=True)
    except (ssl.SSLError, OSError):
        client.close()
        return
    with secure, socket.create_connection(("127.0.0.1", backend)) as upstream:
        answer = threading.Thread(target=pump, args=(upstream, secure), daemon=True)
        answer.start()
        pump(secure, upstream)
        answer.join()


def accept():
    while True:
        client, _ = listener.accept()
        threading.Thread(target=serve, args=(client,), daemon=True).start()


threading.Thread(target=accept, daemon=True).start()
print(listener.getsockname()[1], flush=True)
sys.stdin.read()
