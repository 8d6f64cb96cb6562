#!/usr/bin/env node
// `pnpm start`: builds the packages, then serves what a person can open. Until the demo site
// exists, that is Storybook, with every component and state in French.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
const port = process.env.PORT || '6006';

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nStorybook: http://localhost:${port}/\n`);
const storybook = spawn(
  'pnpm',
  ['exec', 'storybook', 'dev', '--ci', '--no-open', '-p', port, '--host', '0.0.0.0'],
  { stdio: 'inherit', env },
);
storybook.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => storybook.kill(signal));
