// The machine a report was produced on.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? `${os.type()} ${os.release()}`;
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

export function describeMachine(benchRoot, chromiumVersion) {
  const require = createRequire(`${benchRoot}/package.json`);
  const version = (name) => {
    try {
      return require(`${name}/package.json`).version;
    } catch {
      return 'unknown';
    }
  };
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${osName()} (${os.arch()})`,
    node: process.version,
    chromium: chromiumVersion ?? 'not run',
    load: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / '),
    tools: `esbuild ${version('esbuild')}, playwright-core ${version('playwright-core')}, react ${version('react')}`,
  };
}
