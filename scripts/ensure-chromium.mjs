#!/usr/bin/env node
// Finds the Chromium that browser tests drive (CHROMIUM_PATH, else /usr/bin/chromium).
// Where none is there, installs Debian's package when this is root on Debian or Ubuntu;
// otherwise stops with a message saying how to get one. Prints the path it found.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_PATH;
}

function isDebianLike() {
  try {
    const osRelease = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && isDebianLike()) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    execSync('apt-get update -qq && apt-get install -y -qq chromium fonts-liberation', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  console.error(
    [
      `No Chromium at ${path}.`,
      'The browser tests need a Chromium build; they never download one.',
      '  - On Debian or Ubuntu: sudo apt-get install chromium fonts-liberation',
      '  - Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
