"""The loopback server the benchmark scripts fetch from: no machine here reaches the internet, and timing the
real API would time the network.

It runs in a process of its own (`python3 bench/loopback.py` prints its port and serves until killed), so that a
request's answer never waits for the benchmark's own Python, which is busy timing: a server on a thread of the
timing process flattered every fetch by the interpreter's lock it shares.
"""
import http.server, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Served:
    """The server's process, to shut down once the benchmark is over."""

    def __init__(self, process):
        self.process = process

    def shutdown(self):
        self.process.terminate()
        self.process.wait()


def serve_fixture():
    """Starts the server in a process of its own; returns it (to shut down) and the URL of the quote."""
    process = subprocess.Popen([sys.executable, os.path.abspath(__file__)], stdout=subprocess.PIPE, text=True)
    port = int(process.stdout.readline())
    return Served(process), f"http://127.0.0.1:{port}/happiness/random-quote"


def serve():
    """Serves the fixture quote at any path, and a 100 KB gzip body inflating to 100 MB at /bomb, until killed;
    prints its port first."""
    body = open(os.path.join(ROOT, "Fixtures", "happiness-valid.json"), "rb").read()
    bomb = open(os.path.join(ROOT, "Fixtures", "gzip-bomb-100MB.gz"), "rb").read()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            payload = bomb if self.path == "/bomb" else body
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if payload is bomb:
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            # A client that hangs up mid-answer (quote stopping the bomb) is expected, not worth a traceback.
            if not isinstance(sys.exc_info()[1], ConnectionError):
                super().handle_error(request, client_address)

    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    serve()
