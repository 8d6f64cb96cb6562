// The bytes part of the benchmark: the jobs (ours beside the peers) and every public entry.

import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { measureBundle } from './bytes.mjs';
import { ENTRY_PEERS, JOBS } from './jobs.mjs';
import { listPackages, publicEntries } from './packages.mjs';

export async function measureJobs(benchRoot, settings, log) {
  const peers = new Map();
  const jobs = [];
  for (const job of JOBS) {
    const ours = await measureBundle(join(benchRoot, job.ours.entry), {
      plugins: settings.plugins,
      alias: settings.aliasFor(job.ours.build),
    });
    const measuredPeers = [];
    for (const peer of job.peers) {
      if (!peers.has(peer.id)) {
        const size = await measureBundle(join(benchRoot, peer.entry), {
          plugins: settings.plugins,
          alias: settings.aliasFor(peer.build),
        });
        peers.set(peer.id, { short: peer.short, size });
      }
      measuredPeers.push({ ...peer, size: peers.get(peer.id).size });
    }
    log(`bytes: ${job.id}`);
    jobs.push({ ...job, ours: { ...job.ours, size: ours }, peers: measuredPeers });
  }
  // The part every contender leaves out, measured the same way.
  const react = await measureBundle(join(benchRoot, 'src/jobs/react-floor.ts'), { external: [] });
  return { jobs, peers, react };
}

/** A generated file re-exporting the whole entry: every export kept, as an `import *` user pays. */
async function entryFile(benchRoot, entry) {
  const dir = join(benchRoot, 'dist/entries');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${entry.specifier.replace(/^@/, '').replace(/[^a-z0-9]+/gi, '-')}.js`);
  await writeFile(file, `export * from ${JSON.stringify(entry.file)};\n`);
  return file;
}

export async function measureEntries(repoRoot, benchRoot, log) {
  const packages = listPackages(repoRoot);
  const rows = [];
  for (const pkg of packages) {
    for (const entry of publicEntries(pkg)) {
      const size = await measureBundle(await entryFile(benchRoot, entry)).catch((error) => ({
        error: error.message.split('\n')[0],
      }));
      rows.push({
        package: pkg.manifest.name,
        specifier: entry.specifier,
        file: relative(repoRoot, entry.file),
        size,
        peers: ENTRY_PEERS[entry.specifier] ?? [],
      });
    }
    log(`bytes: ${pkg.manifest.name} (${publicEntries(pkg).length} entries)`);
  }
  return rows;
}
