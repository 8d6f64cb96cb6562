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

/** A limit an environment variable of `node dist/server/main.js` may replace, and its sane range. */
interface HttpLimitVariable {
  readonly limit: keyof HttpLimits;
  readonly min: number;
  readonly max: number;
}

/**
 * The environment variables that replace a limit of {@link HTTP_LIMITS} (the reliability suites
 * run the built server with sub-second timeouts). Timeouts stay between 100 ms, below which real
 * clients fail, and 10 minutes, past which a slow client holds its connection as Node's 300 s
 * default did; 0 connections per address turns the cap off, as `trustProxy` does.
 */
export const HTTP_LIMIT_VARIABLES = Object.freeze({
  HTTP_HEADERS_TIMEOUT_MS: { limit: 'headersTimeoutMs', min: 100, max: 600_000 },
  HTTP_REQUEST_TIMEOUT_MS: { limit: 'requestTimeoutMs', min: 100, max: 600_000 },
  HTTP_IDLE_TIMEOUT_MS: { limit: 'idleTimeoutMs', min: 100, max: 600_000 },
  HTTP_TIMEOUT_CHECK_MS: { limit: 'timeoutCheckIntervalMs', min: 10, max: 60_000 },
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: { limit: 'connectionsPerAddress', min: 0, max: 10_000 },
} as const satisfies Record<string, HttpLimitVariable>);

/** The limits an environment variable may replace. */
export type HttpLimitFromEnv =
  (typeof HTTP_LIMIT_VARIABLES)[keyof typeof HTTP_LIMIT_VARIABLES]['limit'];

/**
 * {@link HTTP_LIMITS} with the ones the environment sets replaced. A value that is not a whole
 * number in its range keeps the default, with a warning; so does a headers timeout over the
 * request timeout, which is then cut to the request timeout.
 */
export function httpLimitsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void = console.warn,
): HttpLimits {
  const limits: Record<keyof HttpLimits, number> = { ...HTTP_LIMITS };
  for (const [name, { limit, min, max }] of Object.entries<HttpLimitVariable>(
    HTTP_LIMIT_VARIABLES,
  )) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (Number.isSafeInteger(value) && value >= min && value <= max) limits[limit] = value;
    else
      warn(
        `${name}=${raw} ignored: a whole number from ${min} to ${max} is expected; the default ${HTTP_LIMITS[limit]} applies.`,
      );
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    warn(
      `The headers timeout (${limits.headersTimeoutMs} ms) is over the request timeout; it is cut to ${limits.requestTimeoutMs} ms.`,
    );
    limits.headersTimeoutMs = limits.requestTimeoutMs;
  }
  return limits;
}

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
