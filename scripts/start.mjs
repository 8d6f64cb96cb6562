#!/usr/bin/env node
// `pnpm start`: builds what is needed (the packages and the demo site), then serves the French
// demo site 'Atelier Lumière' with its local API server at the printed URL. Its data (SQLite
// database, generated images) lives in apps/demo-site/data, created on first start.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', PORT: process.env.PORT || '4321' };

const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/demo-site...', '--output-logs=errors-only'],
  { stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('node', ['apps/demo-site/dist/server/main.js'], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
