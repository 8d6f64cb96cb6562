// The HTTP edge of the demo server under hostile clients (issue 17): bodies over their class cap,
// wrong media types, oversized targets and headers, slow clients and connection floods, against
// the built server (`startBuiltSiteServer`: `node dist/server/main.js` in its own process, a
// fresh data folder, 127.0.0.1).
import { Agent, request as httpRequest, Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCrumb } from '../../../tools/load/local-site-server';
import { API_MESSAGES } from '../api/http/messages';
import { applyHttpLimits, HTTP_LIMITS, httpLimitsFromEnv } from '../http-limits';
import { POLICY_MESSAGES, ROUTE_CLASSES, type RouteClass } from '../http-policy';
import {
  type BuiltSiteServer,
  type BuiltSiteServerOptions,
  startBuiltSiteServer,
} from './built-server';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** How often the server process's memory is read during the burst. */
const MEMORY_SAMPLE_MS = 20;
/** Starting the server process waits up to 20 s for it; stopping it, up to 10 s. */
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

/** A route of each class, and a small body it accepts (so only the size decides the refusal). */
const ROUTES: Readonly<Record<RouteClass, { path: string; type: string; body: string }>> = {
  apiCall: {
    path: '/api/form/SaveFormSubmission',
    type: 'application/json',
    body: JSON.stringify({ key: 'cle', formId: 'lettre-atelier', form: '{}' }),
  },
  beacon: {
    path: '/api/1/performance/records',
    type: 'text/plain;charset=UTF-8',
    body: JSON.stringify([{ a: 'vitrine', d: { lcp: 1 }, e: 'page_speed', p: 'x', t: 1 }]),
  },
  cart: {
    path: '/api/commerce/shopping-cart/entries',
    type: 'application/json',
    body: JSON.stringify({ itemId: 'prod-bol-gres', quantity: 1 }),
  },
  review: {
    path: '/api/commerce/reviews',
    type: 'application/json',
    body: JSON.stringify({ productId: 'prod-bol-gres', rating: 5, title: 'Beau', body: 'Oui.' }),
  },
  formPost: {
    path: '/contact',
    type: 'application/x-www-form-urlencoded',
    body: 'formulaire=lettre-atelier&email=camille%40exemple.fr',
  },
  // A page without a form takes no body (the contact page takes its form's post).
  noBody: { path: '/boutique', type: 'application/json', body: '' },
};

interface Answer {
  readonly status: number;
  readonly body: string;
  /** From the first byte sent to the end of the answer. */
  readonly ms: number;
}

/**
 * Sends `totalBytes` of body (64 kB chunks, following backpressure), declared or chunked, and
 * stops sending as soon as the answer arrives, as a client that reads while it writes. On a
 * keep-alive connection of its own, as browsers and `fetch` send: with `Connection: close`, Node
 * closes the socket right after the early answer while the body still arrives, and the reset
 * can reach this client before the answer does (docs/RELIABILITY.md, "HTTP edge limits").
 */
function sendBody(
  url: string,
  options: {
    readonly headers: Readonly<Record<string, string>>;
    readonly totalBytes: number;
    readonly declared: boolean;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(url, {
      method: 'POST',
      agent: new Agent({ keepAlive: true }),
      headers: {
        ...options.headers,
        ...(options.declared ? { 'content-length': String(options.totalBytes) } : {}),
      },
    });
    let written = 0;
    let answered = false;
    const pump = () => {
      while (!answered && written < options.totalBytes) {
        const size = Math.min(CHUNK.length, options.totalBytes - written);
        written += size;
        if (!request.write(size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size))) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    pump();
  });
}

/** A raw connection to the server (from `localAddress`, another loopback address if given). */
function openSocket(origin: string, localAddress?: string): Promise<Socket> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress }, () =>
      resolve(socket),
    );
    socket.once('error', reject);
  });
}

/** When the server closed the socket, from `since`, and everything it sent before closing. */
function closedBy(socket: Socket, since: number): Promise<{ ms: number; received: string }> {
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ ms: performance.now() - since, received })),
  );
}

/** Sends one keep-alive GET on an open socket and resolves with the answer's status line. */
function askOn(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n') && received.includes('User-agent')) {
        socket.off('data', onData);
        resolve(received.split('\r\n')[0] ?? '');
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('The server closed the connection.')));
    socket.write('GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('production limits are seconds, not minutes', () => {
  it('HTTP_LIMITS: headers 10 s, whole request 30 s, idle 30 s, checked every second', () => {
    expect(HTTP_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      timeoutCheckIntervalMs: 1_000,
      maxHeaderBytes: 16 * 1024,
      connectionsPerAddress: 64,
    });
    const server = new Server();
    applyHttpLimits(server);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.requestTimeout).toBeLessThan(300_000); // Node's own default
    expect(server.timeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(
      (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval,
    ).toBe(1_000);
    expect(server.listenerCount('connection')).toBeGreaterThan(0);
  });

  it('HTTP_* variables replace a limit only with a whole number in its range', () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    expect(httpLimitsFromEnv({}, warn)).toEqual(HTTP_LIMITS);
    expect(
      httpLimitsFromEnv(
        {
          HTTP_HEADERS_TIMEOUT_MS: '400',
          HTTP_REQUEST_TIMEOUT_MS: '800',
          HTTP_IDLE_TIMEOUT_MS: '1200',
          HTTP_TIMEOUT_CHECK_MS: '100',
          HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
        },
        warn,
      ),
    ).toEqual({
      ...HTTP_LIMITS,
      headersTimeoutMs: 400,
      requestTimeoutMs: 800,
      idleTimeoutMs: 1_200,
      timeoutCheckIntervalMs: 100,
      connectionsPerAddress: 0,
    });
    expect(warnings).toEqual([]);
    for (const value of ['abc', '1.5', '-1', '99', '600001', '1e4', '0x100']) {
      expect(httpLimitsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: value }, warn)).toEqual(HTTP_LIMITS);
    }
    expect(warnings).toHaveLength(7);
    expect(warnings[0]).toBe(
      'HTTP_REQUEST_TIMEOUT_MS=abc ignored: a whole number from 100 to 600000 is expected; the default 30000 applies.',
    );
    // Node requires headers within the request timeout: the headers timeout is cut to it.
    expect(httpLimitsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '5000' }, warn)).toMatchObject({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 5_000,
    });
    expect(warnings).toHaveLength(8);
  });
});

describe('bodies, media types, targets and headers (production limits)', () => {
  let server: BuiltSiteServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startBuiltSiteServer();
    const crumb = await fetchCrumb(server.origin);
    headers = {
      cookie: `crumb=${crumb}`,
      origin: server.origin,
      'sec-fetch-site': 'same-origin',
      'x-crumb': crumb,
    };
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close(), STOP_TIMEOUT_MS);

  const url = (path: string) => `${server.origin}${path}`;

  it('every route class: a small body is taken, 5 MB declared or streamed is a 413', async () => {
    const seen: string[] = [];
    for (const [routeClass, route] of Object.entries(ROUTES)) {
      const cap = ROUTE_CLASSES[routeClass as RouteClass].maxBodyBytes;
      const control = await fetch(url(route.path), {
        method: 'POST',
        headers: { ...headers, 'content-type': route.type },
        ...(route.body ? { body: route.body } : {}),
      });
      // Whatever the route then answers (404 for a page that takes no POST), never a 413.
      expect([routeClass, control.status]).not.toEqual([routeClass, 413]);
      for (const declared of [true, false]) {
        const answer = await sendBody(url(route.path), {
          headers: { ...headers, 'content-type': route.type },
          totalBytes: 5 * MB,
          declared,
        });
        seen.push(`${routeClass} ${declared ? 'declared' : 'streamed'} → ${answer.status}`);
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({
          error:
            cap === 0
              ? POLICY_MESSAGES.noBodyTaken
              : `La requête est trop volumineuse (${cap / 1024} Ko au plus).`,
        });
      }
    }
    expect(seen).toHaveLength(12);
  });

  it('10 parallel 5 MB bodies grow the server process by less than 64 MB', async () => {
    const targets = [
      ROUTES.cart,
      ROUTES.review,
      ROUTES.apiCall,
      ROUTES.beacon,
      ROUTES.noBody,
    ].flatMap((route) => [route, route]);
    // The server's process: its resident memory from /proc (read whatever its event loop does),
    // sampled and as the kernel's high-water mark; its heap and buffers as it sees them (asked
    // over the probe's IPC channel).
    // Measured from live memory: the bodies of the test before are garbage by now.
    await server.collectGarbage();
    const kernelPeak = server.resetPeakRss();
    const beforeRss = server.rss().now;
    const beforeMemory = await server.memoryUsage();
    const beforeHeap = beforeMemory.heapUsed + beforeMemory.arrayBuffers;
    let peakRss = beforeRss;
    let peakHeap = beforeHeap;
    const heapSamples: Promise<unknown>[] = [];
    const sample = () => {
      peakRss = Math.max(peakRss, server.rss().now);
      heapSamples.push(
        server.memoryUsage().then((now) => {
          peakHeap = Math.max(peakHeap, now.heapUsed + now.arrayBuffers);
        }),
      );
    };
    const sampler = setInterval(sample, MEMORY_SAMPLE_MS);
    const started = performance.now();
    const answers = await Promise.all(
      targets.map((route, index) =>
        sendBody(url(route.path), {
          headers: { ...headers, 'content-type': route.type },
          totalBytes: 5 * MB,
          declared: index % 2 === 0,
        }),
      ),
    ).finally(() => clearInterval(sampler));
    const wallMs = performance.now() - started;
    sample();
    const highWaterGrowth = (server.rss().peak - beforeRss) / MB;
    const sampled = heapSamples.length;
    await Promise.all(heapSamples);
    const rssGrowth = (peakRss - beforeRss) / MB;
    const heapGrowth = (peakHeap - beforeHeap) / MB;
    console.log(
      `[http-edge] 10 × 5 MB in parallel: ${answers.map((answer) => answer.status).join(' ')}; ` +
        `${wallMs.toFixed(0)} ms; slowest answer ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms; ` +
        `server process (pid ${server.pid}, rss ${(beforeRss / MB).toFixed(1)} MB before, ${sampled} samples): ` +
        `peak growth rss ${rssGrowth.toFixed(1)} MB` +
        (kernelPeak ? ` (kernel high-water mark ${highWaterGrowth.toFixed(1)} MB)` : '') +
        `, heap + buffers ${heapGrowth.toFixed(1)} MB`,
    );
    expect(answers.map((answer) => answer.status)).toEqual(new Array(10).fill(413));
    expect(rssGrowth).toBeLessThan(64);
    // Where the system lets the peak be reset, the exact peak too, whatever the samples missed.
    if (kernelPeak) expect(highWaterGrowth).toBeLessThan(64);
    expect(heapGrowth).toBeLessThan(64);
  });

  it('a wrong media type is a 415: XML to the cart and to a form, a form to a review', async () => {
    const xml = '<?xml version="1.0"?><entree><itemId>prod-bol-gres</itemId></entree>';
    for (const [path, type, body] of [
      [ROUTES.cart.path, 'application/xml', xml],
      [ROUTES.apiCall.path, 'text/xml', xml],
      [ROUTES.review.path, 'application/x-www-form-urlencoded', 'productId=x&rating=5'],
    ] as const) {
      const response = await fetch(url(path), {
        method: 'POST',
        headers: { ...headers, 'content-type': type },
        body,
      });
      expect([path, response.status]).toEqual([path, 415]);
      expect((await response.json()).error).toMatch(/^Ce type de contenu n’est pas pris en charge/);
    }
    const rows = server.db.prepare('SELECT COUNT(*) AS n FROM demo_reviews').get() as { n: number };
    const reviewsBefore = rows.n;
    await fetch(url(ROUTES.review.path), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: ROUTES.review.body,
    });
    expect(
      (server.db.prepare('SELECT COUNT(*) AS n FROM demo_reviews').get() as { n: number }).n,
    ).toBe(reviewsBefore);
  });

  it('a target over 8 kB is a 414, a header over 8 kB a 431, 20 kB of headers Node’s 431', async () => {
    const long = await fetch(url(`/search?q=${'a'.repeat(9 * 1024)}`));
    expect(long.status).toBe(414);
    expect((await long.json()).error).toMatch(/^L’adresse de la requête est trop longue/);
    const manyParameters = Array.from({ length: 1001 }, (_, index) => `p${index}=`).join('&');
    expect((await fetch(url(`/search?${manyParameters}`))).status).toBe(414);
    const field = await fetch(url('/'), { headers: { 'x-long': 'a'.repeat(9 * 1024) } });
    expect(field.status).toBe(431);
    expect((await field.json()).error).toMatch(/^Un en-tête de la requête est trop long/);
    const socket = await openSocket(server.origin);
    const closed = closedBy(socket, performance.now());
    const fields = Array.from({ length: 10 }, (_, index) => `X-${index}: ${'a'.repeat(2048)}\r\n`);
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${fields.join('')}\r\n`);
    expect((await closed).received).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('proxy headers from a client are dropped (no trustProxy); its body still reaches the route', async () => {
    const spoofed = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const page = await fetch(url('/robots.txt'), { headers: spoofed });
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const added = await fetch(url(ROUTES.cart.path), {
      method: 'POST',
      headers: { ...headers, ...spoofed, 'content-type': ROUTES.cart.type },
      body: ROUTES.cart.body,
    });
    expect(added.status).toBe(200);
    expect((await added.json()).totalQuantity).toBeGreaterThanOrEqual(1);
    expect(added.headers.getSetCookie().join('\n')).not.toMatch(/; Secure/);
  });

  it('the 64 kB API cap keeps its message over the wire', async () => {
    const answer = await sendBody(url(ROUTES.apiCall.path), {
      headers: { ...headers, 'content-type': 'application/json' },
      totalBytes: 64 * 1024 + 1,
      declared: false,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: API_MESSAGES.tooLarge });
  });
});

describe('slow clients and connection floods (small limits, so the run stays short)', () => {
  // Passed to the server as HTTP_* variables; keep-alive stays at its production 5 s.
  const limits: NonNullable<BuiltSiteServerOptions['httpLimits']> = {
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
    idleTimeoutMs: 1_200,
    timeoutCheckIntervalMs: 100,
    connectionsPerAddress: 4,
  };
  // A timeout may run over by one check interval, plus the event loop of a loaded 2-core machine.
  const slack = (limits.timeoutCheckIntervalMs ?? 0) + 400;
  let server: BuiltSiteServer;

  beforeAll(async () => {
    server = await startBuiltSiteServer({ httpLimits: limits });
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close(), STOP_TIMEOUT_MS);

  it('a body trickled a byte at a time is closed at the request timeout (408)', async () => {
    const socket = await openSocket(server.origin);
    const started = performance.now();
    const closed = closedBy(socket, started);
    socket.write(
      'POST /api/commerce/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write('a'), 50);
    const { ms, received } = await closed;
    clearInterval(trickle);
    console.log(`[http-edge] slow body closed after ${ms.toFixed(0)} ms (timeout 800 ms)`);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual((limits.requestTimeoutMs ?? 0) - 50);
    expect(ms).toBeLessThan((limits.requestTimeoutMs ?? 0) + slack);
  });

  it('headers trickled a line at a time are closed at the headers timeout (408)', async () => {
    const socket = await openSocket(server.origin);
    const started = performance.now();
    const closed = closedBy(socket, started);
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let line = 0;
    const trickle = setInterval(() => socket.writable && socket.write(`X-${line++}: a\r\n`), 50);
    const { ms, received } = await closed;
    clearInterval(trickle);
    console.log(`[http-edge] slow headers closed after ${ms.toFixed(0)} ms (timeout 400 ms)`);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual((limits.headersTimeoutMs ?? 0) - 50);
    expect(ms).toBeLessThan((limits.headersTimeoutMs ?? 0) + slack);
  });

  it('a connection that never sends a byte is closed at the headers timeout (408)', async () => {
    const socket = await openSocket(server.origin);
    const { ms, received } = await closedBy(socket, performance.now());
    console.log(`[http-edge] silent connection closed after ${ms.toFixed(0)} ms (timeout 400 ms)`);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual((limits.headersTimeoutMs ?? 0) - 50);
    expect(ms).toBeLessThan((limits.headersTimeoutMs ?? 0) + slack);
  });

  it('a fifth connection from one address is closed at once; the four keep working; another address is not held', async () => {
    const open = await Promise.all([1, 2, 3, 4].map(() => openSocket(server.origin)));
    // Each is an answered keep-alive connection: the server has counted them all.
    expect(await Promise.all(open.map(askOn))).toEqual(new Array(4).fill('HTTP/1.1 200 OK'));
    const fifth = await openSocket(server.origin).catch(() => undefined);
    if (fifth) {
      const { ms, received } = await closedBy(fifth, performance.now());
      console.log(`[http-edge] fifth connection from one address closed after ${ms.toFixed(0)} ms`);
      expect(received).toBe('');
      expect(ms).toBeLessThan(500);
    }
    // The four are still open and answered.
    expect(await Promise.all(open.map(askOn))).toEqual(new Array(4).fill('HTTP/1.1 200 OK'));
    // Another loopback address has its own count.
    const other = await openSocket(server.origin, '127.0.0.2');
    expect(await askOn(other)).toBe('HTTP/1.1 200 OK');
    other.destroy();
    // Closing one frees its place: a new connection is answered (the server sees the close first).
    open[0]?.destroy();
    await expect
      .poll(
        async () => {
          const next = await openSocket(server.origin).catch(() => undefined);
          const status = next ? await askOn(next).catch(() => 'fermée') : 'refusée';
          next?.destroy();
          return status;
        },
        { timeout: 2_000, interval: 50 },
      )
      .toBe('HTTP/1.1 200 OK');
    for (const socket of open) socket.destroy();
  });
});
