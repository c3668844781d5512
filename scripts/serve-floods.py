#!/usr/bin/env python3
"""Floods for `catalog-tool serve` (run by scripts/bench-serve): what a well-behaved client gets answered while
others misbehave, and the server's peak RSS.

  serve-floods.py idle  BASE_URL PID [--hold N] [--requests N]
      holds N connections (default 3,000; half send half a request line, half nothing), then makes REQUESTS
      (default 50) sequential requests for /layout.json as a well-behaved client would.
  serve-floods.py render BASE_URL PID [--clients N] [--rounds N]
      N clients (default 32) ask for /layout.png at once, ROUNDS times (default 3); admitted requests' latency and
      the 503s' latency.
"""
import argparse, http.client, resource, socket, statistics, sys, threading, time
from urllib.parse import urlparse

def peak_rss(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM"):
                return int(line.split()[1]) / 1024
    return float("nan")

def get(host, port, path, timeout=30):
    start = time.monotonic()
    try:
        connection = http.client.HTTPConnection(host, port, timeout=timeout)
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        connection.close()
        return response.status, time.monotonic() - start
    except Exception as error:  # a refused or timed-out request counts as not answered
        return repr(error), time.monotonic() - start

def percentile(values, fraction):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]

def idle(host, port, pid, hold, requests):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    held = []
    for index in range(hold):
        sock = socket.socket()
        sock.setblocking(False)
        sock.connect_ex((host, port))
        held.append(sock)
    # Connects beyond the listen backlog complete as the kernel retries them: wait (up to 30 s) until every
    # connection is established, so the server really holds them all.
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        pending = 0
        for sock in held:
            try:
                sock.getpeername()
            except OSError:
                pending += 1
        if pending == 0:
            break
        time.sleep(0.5)
    for index, sock in enumerate(held):
        if index % 2 == 0:
            try:
                sock.send(b"GET /layout.json HTT")
            except OSError:
                pass
    time.sleep(1)
    path = "/layout.json?feature=trending&story=loaded&device=iphone-15&orientation=portrait"
    results = [get(host, port, path, timeout=10) for _ in range(requests)]
    answered = [seconds for status, seconds in results if status == 200]
    # Held connections the server closed (end of stream or reset) and those never accepted (connect pending).
    closed = pending = 0
    for sock in held:
        try:
            sock.getpeername()
        except OSError:
            pending += 1
            sock.close()
            continue
        try:
            closed += sock.recv(1, socket.MSG_PEEK) == b""
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
        sock.close()
    print(f"idle flood: {hold} connections held (half with a partial request line); a well-behaved client got "
          f"{len(answered)}/{requests} answered, median {statistics.median(answered) * 1000 if answered else float('nan'):.0f} ms, "
          f"max {max(answered) * 1000 if answered else float('nan'):.0f} ms; of the held connections the server closed {closed}, "
          f"{pending} were never accepted; "
          f"server peak RSS {peak_rss(pid):.1f} MiB")

def render(host, port, pid, clients, rounds):
    path = "/layout.png?feature=trending&story=loaded&device=iphone-15&orientation=portrait"
    admitted, refused, failed = [], [], []
    for _ in range(rounds):
        results = [None] * clients
        def one(index):
            results[index] = get(host, port, path, timeout=60)
        threads = [threading.Thread(target=one, args=(index,)) for index in range(clients)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for status, seconds in results:
            (admitted if status == 200 else refused if status == 503 else failed).append(seconds)
    print(f"render flood: {clients} concurrent /layout.png x {rounds}: {len(admitted)} drawn (p50 "
          f"{percentile(admitted, 0.5):.2f} s, p95 {percentile(admitted, 0.95):.2f} s), {len(refused)} turned away with 503 "
          f"(p95 {percentile(refused, 0.95) * 1000:.0f} ms), {len(failed)} failed; server peak RSS {peak_rss(pid):.1f} MiB")

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["idle", "render"])
    parser.add_argument("base")
    parser.add_argument("pid", type=int)
    parser.add_argument("--hold", type=int, default=3000)
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    url = urlparse(arguments.base)
    if arguments.mode == "idle":
        idle(url.hostname, url.port, arguments.pid, arguments.hold, arguments.requests)
    else:
        render(url.hostname, url.port, arguments.pid, arguments.clients, arguments.rounds)

if __name__ == "__main__":
    sys.exit(main())
