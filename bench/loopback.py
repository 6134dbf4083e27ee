"""The loopback server the benchmark scripts fetch from: no machine here reaches the internet, and timing the
real API would time the network."""
import http.server, os, sys, threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def serve_fixture():
    """Serves the fixture quote at any path, and a 100 KB gzip body inflating to 100 MB at /bomb.

    Returns the server (to shut down) and the URL of the quote.
    """
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
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/happiness/random-quote"
