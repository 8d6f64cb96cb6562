import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const r = await esbuild.build({
  entryPoints: [process.argv[2] ?? 'src/gallery/gallery-block.tsx'],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  splitting: true,
  outdir: '/tmp/an-out',
  metafile: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  write: true,
  loader: { '.css': 'empty' },
  logLevel: 'silent',
});
for (const [name, o] of Object.entries(r.metafile.outputs)) {
  if (!name.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync('/work/main/apps/bench/' + name), { level: 9 }).length;
  console.log(
    gz,
    o.bytes,
    name.replace(/.*an-out\//, ''),
    (o.entryPoint ?? '').replace(/.*packages\//, ''),
    o.imports
      .filter((i) => !i.external)
      .map((i) => i.kind[0] + ':' + i.path.replace(/.*an-out\//, ''))
      .join(' '),
  );
}
const outs = r.metafile.outputs;
const gzOf = (n) => gzipSync(readFileSync('/work/main/apps/bench/' + n), { level: 9 }).length;
const closure = (n, set = new Set()) => {
  if (set.has(n)) return set;
  set.add(n);
  for (const i of outs[n].imports)
    if (!i.external && i.kind === 'import-statement') closure(i.path, set);
  return set;
};
const entry = Object.keys(outs).find((n) => outs[n].entryPoint?.includes('src/'));
const up = closure(entry);
const sum = (s) => [...s].reduce((a, n) => a + gzOf(n), 0);
console.log('UP FRONT', sum(up), [...up].map((n) => n.replace(/.*an-out\//, '')).join(' '));
for (const d of (process.argv[3] ?? '').split(',').filter(Boolean)) {
  const dyn = Object.keys(outs).find((n) => outs[n].entryPoint?.includes(d));
  const extra = new Set([...closure(dyn)].filter((n) => !up.has(n)));
  console.log('DESIGN', d, sum(extra));
  for (const n of extra) up.add(n);
}
console.log('SHOWN', sum(up));
for (const [n, o] of Object.entries(outs))
  if (o.bytes > 3000) {
    console.log('##', n.replace(/.*an-out\//, ''), o.bytes);
    for (const [k, v] of Object.entries(o.inputs)
      .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
      .slice(0, 12))
      console.log('   ', v.bytesInOutput, k.replace(/.*packages\//, ''));
  }
