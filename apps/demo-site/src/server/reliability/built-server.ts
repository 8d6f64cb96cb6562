import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import type { LocalSiteServer } from '../../../tools/load/local-site-server';
import { DATABASE_FILE_NAME, type Database } from '../db';
import {
  HTTP_LIMIT_VARIABLES,
  type HttpLimitFromEnv,
  type HttpLimits,
  httpLimitsFromEnv,
} from '../http-limits';

/** The demo's server bundle, as `pnpm --filter @vitrine/demo-site build` writes it. */
export const BUILT_SERVER_PATH = fileURLToPath(
  new URL('../../../dist/server/main.js', import.meta.url),
);
const PROBE_PATH = fileURLToPath(new URL('./server-probe.cjs', import.meta.url));

/** The server answers `GET /robots.txt` within this time, or the start fails. */
const READY_TIMEOUT_MS = 20_000;
const READY_POLL_MS = 100;
/** After SIGTERM the server closes its connections and its database; past this it is killed. */
const STOP_TIMEOUT_MS = 5_000;
/** The end of the server's output kept for error messages. */
const OUTPUT_TAIL_CHARS = 16_000;
/** Another process may take the free port between its release and the server's start. */
const START_ATTEMPTS = 3;

export interface BuiltSiteServerOptions {
  /** `FORM_RATE_LIMIT`: form submissions a minute per visitor (the server's default is 5). */
  readonly formRateLimit?: number;
  /** `HTTP_*` variables: limits of `HTTP_LIMITS` replaced (small timeouts, so a run stays short). */
  readonly httpLimits?: Partial<Pick<HttpLimits, HttpLimitFromEnv>>;
}

/** The server's own view of its memory (`process.memoryUsage()` in the server process). */
export interface ServerMemory {
  readonly rss: number;
  readonly heapUsed: number;
  readonly arrayBuffers: number;
}

/** The built server in its own process: `db` is a read-only connection of the test. */
export interface BuiltSiteServer extends LocalSiteServer {
  readonly pid: number;
  /**
   * The server process's resident memory in bytes, now and at its peak since it started or since
   * `resetPeakRss` (`VmRSS` and `VmHWM` of `/proc/<pid>/status`: Linux).
   */
  rss(): { now: number; peak: number };
  /** Sets the peak back to the memory now (`5` to `/proc/<pid>/clear_refs`); false if refused. */
  resetPeakRss(): boolean;
  /** `process.memoryUsage()` of the server, asked over the probe's IPC channel. */
  memoryUsage(): Promise<ServerMemory>;
  /** A full garbage collection in the server (run with `--expose-gc`): a measure starts clean. */
  collectGarbage(): Promise<void>;
  /** Starts measuring the server's event loop delay; the returned call stops and reports it. */
  measureEventLoopDelay(): Promise<() => Promise<{ p99Ms: number; maxMs: number }>>;
  /** What the server wrote to stderr (its end). */
  stderr(): string;
}

/** A port no one listens on now: bound on 127.0.0.1 by the system, read, and released. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `GET /robots.txt` on a connection of its own (closed after: it holds no place in the cap). */
function robotsStatus(origin: string): Promise<number> {
  return new Promise((resolve) => {
    const call = request(`${origin}/robots.txt`, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('timeout', () => call.destroy());
    call.on('error', () => resolve(0));
    call.end();
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Resolves true once the process has exited, false after `ms`. */
function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(exited(child)), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Stops the server as a host would (SIGTERM), then for good (SIGKILL) if it does not stop. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  child.kill('SIGTERM');
  if (await waitForExit(child, STOP_TIMEOUT_MS)) return;
  child.kill('SIGKILL');
  await waitForExit(child, STOP_TIMEOUT_MS);
}

/** The environment `node dist/server/main.js` gets, with the options as its variables. */
function serverEnv(dir: string, port: number, options: BuiltSiteServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PREGENERATE_IMAGES: '0',
  };
  // As `pnpm start` runs it: not vitest's test mode, no proxy in front, default limits.
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  for (const name of Object.keys(env)) {
    if (name.startsWith('VITEST') || name.startsWith('HTTP_')) delete env[name];
  }
  delete env.TRUST_PROXY;
  delete env.FORM_RATE_LIMIT;
  if (options.formRateLimit !== undefined) env.FORM_RATE_LIMIT = String(options.formRateLimit);
  for (const [name, { limit }] of Object.entries(HTTP_LIMIT_VARIABLES)) {
    const value = options.httpLimits?.[limit];
    if (value !== undefined) env[name] = String(value);
  }
  // A value the server would ignore (with a warning) must fail here, not pass silently.
  httpLimitsFromEnv(env, (message) => {
    throw new Error(message);
  });
  return env;
}

/**
 * Starts one server process; resolves once `/robots.txt` answers 200, rejects with its stderr
 * if it exits before (or `retry: true` when its port was taken meanwhile).
 */
async function spawnServer(
  dir: string,
  options: BuiltSiteServerOptions,
): Promise<{ child: ChildProcess; origin: string; output: { stderr: string } }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--require', PROBE_PATH, BUILT_SERVER_PATH],
    {
      env: serverEnv(dir, port, options),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const output = { stderr: '' };
  child.stdout?.resume(); // the start line only; read so the pipe never fills
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output.stderr = (output.stderr + chunk).slice(-OUTPUT_TAIL_CHARS);
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!exited(child) && Date.now() < deadline) {
    if ((await robotsStatus(origin)) === 200) return { child, origin, output };
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  if (!exited(child)) {
    await stopProcess(child);
    throw new Error(
      `The built server did not answer ${origin}/robots.txt within ${READY_TIMEOUT_MS / 1000} s.\n${output.stderr}`,
    );
  }
  // Let the last of stderr arrive before reading it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const error = new Error(
    `The built server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output.stderr}`,
  );
  throw Object.assign(error, { retry: output.stderr.includes('EADDRINUSE') });
}

/**
 * `node dist/server/main.js` (the demo's server bundle, as a host runs it) in a child process on
 * a fresh data folder, 127.0.0.1 and a free port, with `PREGENERATE_IMAGES=0`. A small probe
 * (`server-probe.cjs`) is preloaded to answer memory and event loop questions over IPC, and
 * `--expose-gc` lets it collect garbage before a measure; the server's code is the built one.
 * Fails with the build command when the bundle is missing.
 */
export async function startBuiltSiteServer(
  options: BuiltSiteServerOptions = {},
): Promise<BuiltSiteServer> {
  if (!existsSync(BUILT_SERVER_PATH)) {
    throw new Error(
      `${BUILT_SERVER_PATH} is missing: run \`pnpm --filter @vitrine/demo-site build\` first (\`pnpm test\` builds it before the tests).`,
    );
  }
  let dir = '';
  let started: Awaited<ReturnType<typeof spawnServer>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-built-'));
    try {
      started = await spawnServer(dir, options);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (!(error as { retry?: boolean }).retry || attempt >= START_ATTEMPTS) throw error;
    }
  }
  const { child, origin, output } = started;
  const pid = child.pid ?? 0;
  // If the test's process ends without `close` (a crashed worker), the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let db: Database;
  try {
    db = new BetterSqlite3(join(dir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  } catch (error) {
    await stopProcess(child);
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  // Questions to the probe, answered by id; all refused if the server exits first.
  const pending = new Map<number, { resolve(answer: unknown): void; reject(error: Error): void }>();
  child.on('message', (message: { id?: number; answer?: unknown }) => {
    const waiting = pending.get(message?.id ?? -1);
    if (!waiting) return;
    pending.delete(message.id ?? -1);
    waiting.resolve(message.answer);
  });
  child.once('exit', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('The server process exited.'));
    pending.clear();
  });
  let nextId = 0;
  const ask = <T>(question: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: (answer) => resolve(answer as T), reject });
      child.send({ id, question }, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });

  let closing: Promise<void> | undefined;
  return {
    origin,
    db,
    dir,
    pid,
    rss() {
      if (!existsSync('/proc/self/status'))
        throw new Error('The memory is read in /proc: Linux only.');
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const bytes = (field: string) => {
        const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
        if (kilobytes === undefined) throw new Error(`No ${field} in /proc/${pid}/status.`);
        return Number(kilobytes) * 1024;
      };
      return { now: bytes('VmRSS'), peak: bytes('VmHWM') };
    },
    resetPeakRss() {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    memoryUsage: () => ask<ServerMemory>('memory'),
    async collectGarbage() {
      await ask('collectGarbage');
    },
    async measureEventLoopDelay() {
      await ask('loopDelayStart');
      return () => ask<{ p99Ms: number; maxMs: number }>('loopDelayStop');
    },
    stderr: () => output.stderr,
    close() {
      closing ??= (async () => {
        await stopProcess(child);
        process.off('exit', killOnExit);
        if (db.open) db.close();
        rmSync(dir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
