// The demo site (`apps/demo-site`) for the optional steps: built when its server bundle is
// missing, started on a free port with a fresh data folder, stopped (and the folder removed)
// by `close()`, which the steps call in a `finally`.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const demoSiteRoot = join(repoRoot, 'apps/demo-site');
const serverEntry = join(demoSiteRoot, 'dist/server/main.js');

/** Start-up allowance: the server draws its 112 image files before it listens (~30 s). */
const START_TIMEOUT_MS = 240_000;
const BUILD_TIMEOUT_MS = 600_000;

/** Lines of the child's output kept to explain a failure. */
const TAIL_LINES = 30;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `BENCH_DEMO_SITE_PORT`, when set: the port to start the demo site on (else a free one). */
function fixedPort() {
  const raw = process.env.BENCH_DEMO_SITE_PORT;
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`BENCH_DEMO_SITE_PORT takes a port number, not "${raw}"`);
  }
  return port;
}

function keepTail(tail, chunk) {
  for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line.trimEnd());
  tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
}

/** `pnpm --filter @vitrine/demo-site build`, when `dist/server/main.js` is missing. */
async function ensureBuilt(log) {
  if (existsSync(serverEntry)) return;
  log('apps/demo-site/dist/server/main.js is missing: pnpm --filter @vitrine/demo-site build');
  const tail = [];
  const child = spawn('pnpm', ['--filter', '@vitrine/demo-site', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => keepTail(tail, chunk));
  child.stderr.on('data', (chunk) => keepTail(tail, chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      tail.push(String(error));
      resolve(-1);
    });
    child.once('exit', (status) => resolve(status));
  }).finally(() => clearTimeout(timer));
  if (code !== 0 || !existsSync(serverEntry)) {
    throw new Error(`the demo site did not build (exit ${code}):\n${tail.join('\n')}`);
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Builds the site if needed and starts `node dist/server/main.js`. Resolves to
 * `{ origin, dataDir, close }` once `/robots.txt` answers; `close()` never throws.
 */
export async function startDemoSite(log) {
  await ensureBuilt(log);
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-bench-site-'));
  const port = fixedPort() ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const tail = [];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: demoSiteRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
    child.once('error', (error) => {
      tail.push(String(error));
      exited ??= { code: -1, signal: null };
      resolve();
    });
  });
  child.stdout.on('data', (chunk) => keepTail(tail, chunk));
  child.stderr.on('data', (chunk) => keepTail(tail, chunk));
  // A bench process that dies leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const close = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true }).catch(() => {});
  };

  log(`starting the demo site on ${origin} (data in ${dataDir}; it draws its images first)`);
  const started = performance.now();
  try {
    while (!(await answers(`${origin}/robots.txt`))) {
      if (exited) {
        throw new Error(
          `the demo site stopped before answering (exit ${exited.code ?? exited.signal}):\n${tail.join('\n')}`,
        );
      }
      if (performance.now() - started > START_TIMEOUT_MS) {
        throw new Error(
          `the demo site did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail.join('\n')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await close();
    throw error;
  }
  log(`demo site up in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { origin, dataDir, close };
}
