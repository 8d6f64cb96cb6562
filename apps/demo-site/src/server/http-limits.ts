import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long and how many: what the HTTP server grants one client before it closes on it. */
export interface HttpLimits {
  /** The request line and headers must arrive within this time (Node answers 408). */
  readonly headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time (Node answers 408). */
  readonly requestTimeoutMs: number;
  /** A connection with no byte in either direction for this long is closed (one that never sends, too). */
  readonly idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long after an answer. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their timeouts: the most a timeout can run over. */
  readonly timeoutCheckIntervalMs: number;
  /** Request line and headers in bytes; past it Node answers 431 and closes. */
  readonly maxHeaderBytes: number;
  /**
   * Open connections per remote address; one more is closed at once. 0 turns the cap off, which
   * `trustProxy` needs: every connection then comes from the proxy, whose own limits apply.
   */
  readonly connectionsPerAddress: number;
}

/**
 * The production limits: seconds, not Node's 300 s request timeout or its 30 s check interval.
 * A 64 kB body on a 2G link (about 6 kB/s) takes about 11 s, within the 30 s request timeout.
 * A browser opens at most 6 connections per host, so 64 per address leaves room for about ten
 * visitors behind one shared address.
 */
export const HTTP_LIMITS: HttpLimits = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  timeoutCheckIntervalMs: 1_000,
  maxHeaderBytes: 16 * 1024,
  connectionsPerAddress: 64,
});

/** An IPv4 client seen through an IPv6 socket (`::ffff:127.0.0.1`) is the IPv4 address. */
function addressKey(socket: Socket): string | undefined {
  const address = socket.remoteAddress;
  return address?.startsWith('::ffff:') ? address.slice(7) : address;
}

/** Closes a new connection at once when its address already holds `max` open ones. */
function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressKey(socket);
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Applies the limits to a Node HTTP server (the one `serve()` of `@hono/node-server` returns).
 * Call it right after `serve()`, before the server is listening: the timeout check interval is
 * read when listening starts.
 */
export function applyHttpLimits(server: Server, limits: HttpLimits = HTTP_LIMITS): void {
  if (limits.headersTimeoutMs <= 0 || limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('The headers timeout must be positive and at most the request timeout.');
  }
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleTimeoutMs;
  // Both are read per connection and when listening starts, so they may be set after creation;
  // Node's types list them only as createServer options.
  const tunable = server as Server & { maxHeaderSize: number; connectionsCheckingInterval: number };
  tunable.maxHeaderSize = limits.maxHeaderBytes;
  tunable.connectionsCheckingInterval = limits.timeoutCheckIntervalMs;
  if (limits.connectionsPerAddress > 0)
    capConnectionsPerAddress(server, limits.connectionsPerAddress);
}
