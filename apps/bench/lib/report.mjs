// The report: markdown for stdout and docs/BENCHMARKS.md.

import { TAIL_MS } from './browser-steps.mjs';
import { kB, mb, ms, ratio, table } from './format.mjs';

const COMMAND = '`pnpm bench`';

function machineSection(machine) {
  return [
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', machine.cpu],
        ['Cores', machine.cores],
        ['Memory', machine.memory],
        ['OS', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium],
        ['Load average at start (1 / 5 / 15 min)', machine.load],
        ['Tools', machine.tools],
      ],
    ),
  ].join('\n');
}

/** A long output as its start and its end. */
function shorten(text) {
  return text.length <= 90 ? text : `${text.slice(0, 55)} … ${text.slice(-30)}`;
}

function jobsSection({ jobs, react }, smoke) {
  const rows = [];
  for (const job of jobs) {
    job.peers.forEach((peer, index) => {
      rows.push([
        index === 0 ? job.job : '',
        index === 0 ? job.ours.label : '',
        index === 0 ? kB(job.ours.size.gz) : '',
        peer.label,
        kB(peer.size.gz),
        ratio(job.ours.size.gz, peer.size.gz),
      ]);
    });
  }
  const lazy = jobs.filter((job) => job.ours.size.lazyGz > 0);
  const checks = (smoke ?? []).map((entry) => [
    entry.label,
    entry.errors.length > 0 ? `**failed**: ${entry.errors[0]}` : `“${shorten(entry.output)}”`,
  ]);
  return [
    '## Bytes: the same job, built the same way',
    '',
    `Command: ${COMMAND} (bytes alone, printed but not written here: \`pnpm bench --only bytes\`).`,
    '',
    'Each row bundles one entry file of `apps/bench/src` with the same esbuild options (bundle,',
    'minify, ESM, browser platform, `NODE_ENV=production`, code splitting), `react`, `react-dom`',
    `and \`react/jsx-runtime\` external (every React page pays for them: ${kB(react.gz)} for \`react\` +`,
    '`react-dom/client`, measured the same way in this run), stylesheets not counted. Sizes are',
    'what the page loads up front, gzip -9. The claim is the ratio.',
    '',
    table(['Job', 'Ours', 'min+gz', 'Peer for the same job', 'min+gz', 'ours / peer'], rows, [
      'l',
      'l',
      'r',
      'l',
      'r',
      'r',
    ]),
    '',
    lazy.length > 0
      ? `Loaded on demand besides: ${lazy.map((job) => `${job.id} ${kB(job.ours.size.lazyGz)}`).join(', ')}.`
      : 'None of our job bundles loads a chunk on demand.',
    '',
    smoke
      ? 'Every bundle above was also run once in Chromium, React included, to check it does its job:'
      : 'The bundles were not run in Chromium this time (bytes only).',
    '',
    smoke ? table(['Bundle', 'What it rendered or answered'], checks) : '',
  ].join('\n');
}

function entriesSection(entries, peers, stale) {
  const rows = entries.map((row) => {
    const beside = row.peers
      .map((id) => {
        const peer = peers.get(id);
        return peer
          ? `${peer.short} ${kB(peer.size.gz)} (${ratio(row.size.gz, peer.size.gz)})`
          : '';
      })
      .filter(Boolean)
      .join('; ');
    return [
      row.package,
      `\`${row.specifier}\``,
      row.size.error ? `**build failed**: ${row.size.error}` : kB(row.size.gz),
      row.size.lazyGz ? kB(row.size.lazyGz) : '',
      beside,
    ];
  });
  return [
    '## Bytes: every public entry',
    '',
    `Command: ${COMMAND}. Each entry of every package's \`exports\` (stylesheets and`,
    '`package.json` left out), from its `dist` build, as `export * from` the entry: every export',
    'kept, React external, the same esbuild options and gzip -9 as above. An app that imports one',
    'name pays less (the job table). "On demand" is what the entry loads later through `import()`.',
    'The peer column repeats the job table’s peer bundle, with the ratio whole entry / peer.',
    stale.length > 0
      ? `\n> Sources newer than their build when this ran: ${stale.join(', ')} (run \`pnpm exec turbo run build --filter=./packages/*\` first for figures of the current sources).`
      : '',
    '',
    table(
      ['Package', 'Entry', 'up front (min+gz)', 'on demand', 'Peer for the same job (ours / peer)'],
      rows,
      ['l', 'l', 'r', 'r', 'l'],
    ),
  ].join('\n');
}

function gallerySection(gallery, runs, gallery1000) {
  const larger = gallery1000 ?? [];
  // One row per contender: its figures, ours over its, then what the caller adds.
  const rowsOf = (list, extra = () => []) => {
    const ours = list.find((row) => row.id === 'vitrine');
    return list.map((row) => [
      row.name,
      ms(row.mount),
      mb(row.heap),
      row.id === 'vitrine' ? '1.00×' : ratio(ours.mount, row.mount),
      row.id === 'vitrine' ? '1.00×' : ratio(ours.heap, row.heap),
      ...extra(row),
      row.images,
    ]);
  };
  const rows = rowsOf(gallery);
  // Growth from 200 to 1,000 slides: the same ratio, of the row's own two figures.
  const rows1000 = rowsOf(larger, (row) => {
    const at200 = gallery.find((small) => small.id === row.id);
    return [ratio(row.mount, at200?.mount), ratio(row.heap, at200?.heap)];
  });
  const errors = [...gallery, ...larger].flatMap((row) =>
    row.errors.map((error) => `${row.id}: ${error}`),
  );
  return [
    '### A 200-slide gallery (and 1,000): mount time and memory',
    '',
    `Command: ${COMMAND} (runtime alone: \`pnpm bench --only runtime\`). Each contender’s page`,
    '(React bundled, production build, its own stylesheets) mounts the 200-slide gallery of',
    '`apps/bench/src/gallery` into a fresh root: `createRoot` + `flushSync(render)` + a forced',
    'layout. Memory is the JS heap after two garbage collections (CDP',
    '`HeapProfiler.collectGarbage`, `Runtime.getHeapUsage`) with the gallery mounted, minus the',
    `same before the mount. One warm-up mount, then ${runs} runs, contenders interleaved; medians.`,
    '',
    table(
      [
        'Contender',
        'mount (median)',
        'JS heap',
        'ours / this (mount)',
        'ours / this (heap)',
        'images',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    '_images_: `<img>` elements mounted. The peers mount one per slide; ours mounts the slides',
    'near the view (the shown group and the next), the others render as light boxes of the same',
    'size until they come within a view’s width.',
    ...(rows1000.length > 0
      ? [
          '',
          'The same page with 1,000 slides (`?slides=1000`), same runs; _growth_ is the 1,000-slide',
          'figure over the 200-slide one (5.00× would be proportional to the slide count).',
          '',
          table(
            [
              'Contender',
              'mount (median)',
              'JS heap',
              'ours / this (mount)',
              'ours / this (heap)',
              'growth (mount)',
              'growth (heap)',
              'images',
            ],
            rows1000,
            ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
          ),
        ]
      : []),
    errors.length > 0 ? `\nPage errors: ${errors.join('; ')}` : '',
  ].join('\n');
}

function hydrationSection(hydration, runs, htmlBytes) {
  const { islands, oneRoot } = hydration;
  const row = (name, r) => [
    name,
    ms(r.tbt),
    ms(r.firstScreen),
    ms(r.done),
    ms(r.longest),
    r.longTasks,
    kB(r.jsBytes),
    `${r.hydrated} / ${r.blocks}${r.failed ? `, ${r.failed} failed` : ''}`,
  ];
  const errors = [
    ...islands.errors.map((e) => `islands: ${e}`),
    ...oneRoot.errors.map((e) => `one root: ${e}`),
  ];
  return [
    '### 60 blocks: islands against one root',
    '',
    `Command: ${COMMAND}. A page of 60 blocks (spec 001 §9: blocks per layout 60), the kinds in`,
    'turn: accordion, menu tabs, marquee, grid gallery, video, form, newsletter, built from our',
    'packages (`apps/bench/src/hydration`). The server HTML is rendered at build time with',
    '`renderToString`, in the markup contract of `@vitrine/runtime` (`data-block-kind`,',
    '`data-block-json`), then hydrated either',
    '',
    '- as islands: `startHydration` of `@vitrine/runtime/hydration`, one lazy loader per kind',
    '  (`import()` chunks), each block its own root when it nears the viewport or the browser is idle;',
    '- as one root: one `hydrateRoot` of the whole page, every block imported up front.',
    '',
    'Viewport 1280×800, a fresh browser context per load, nothing cached. Total blocking time is the',
    'sum, over the long tasks (PerformanceObserver `longtask`, buffered from navigation start) that',
    `start before the end of hydration or up to ${TAIL_MS} ms after it, of their time past 50 ms. The end`,
    'is when every block carries `data-hydration="hydrated"` (islands) or when the root’s effect',
    'runs after the whole tree committed (one root); "first screen" is when the blocks in the',
    'viewport at start are hydrated (the same moment for one root). Times in ms since navigation',
    `start. One warm-up load each, then ${runs} loads each, alternating; medians. Server HTML:`,
    `${kB(htmlBytes.islands)} (islands), ${kB(htmlBytes.oneRoot)} (one root), uncompressed.`,
    '',
    table(
      [
        'Hydration',
        'total blocking time',
        'first screen hydrated',
        'last island / root commit',
        'longest task',
        'long tasks',
        'JS fetched by then (min, not gzipped)',
        'blocks hydrated',
      ],
      [row('Islands (`startHydration`)', islands), row('One root (`hydrateRoot`)', oneRoot)],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Islands / one root: total blocking time **${ratio(islands.tbt, oneRoot.tbt)}**, longest task`,
    `**${ratio(islands.longest, oneRoot.longest)}**, first screen hydrated **${ratio(islands.firstScreen, oneRoot.firstScreen)}**,`,
    `last block hydrated **${ratio(islands.done, oneRoot.done)}**.`,
    errors.length > 0 ? `\nReported during hydration: ${errors.slice(0, 5).join('; ')}` : '',
  ].join('\n');
}

function formSection(form, runs) {
  const { vitrine, native } = form;
  const row = (name, r) => [
    name,
    ms(r.beforeKey),
    ms(r.afterKey),
    ms(r.own),
    ms(r.elapsed),
    r.sentFields,
  ];
  return [
    '### A 60-field form: validate and submit',
    '',
    `Command: ${COMMAND}. 60 required fields, the form builder’s value types in turn (text, e-mail,`,
    'number, website, textarea, currency, password, twitter, name, address, phone, date, time,',
    'select, radio, checkbox, likert; `apps/bench/src/form`). The page fills every field through',
    'the DOM, then clicks submit. Submitting is two calls (spec 000 §7): the clock runs from the',
    'click to the `POST /api/form/FormSubmissionKey` request (validation and collection), and from',
    'that call’s answer to the `POST /api/form/SaveFormSubmission` request (reading the key,',
    'building the payload); their sum is the code’s own time, the last column adds the key’s',
    'round trip to the local server. The floor is the same fields as plain HTML: constraint',
    `validation (\`checkValidity\`), \`FormData\`, \`fetch\`. One warm-up, then ${runs} runs each,`,
    'alternating; medians.',
    '',
    table(
      [
        'Contender',
        'click → key request',
        'key answer → submission sent',
        'own time',
        'click → submission sent',
        'fields sent',
      ],
      [
        row('`FormBlock` (`@vitrine/forms/form`)', vitrine),
        row('Native floor (HTML + FormData + fetch)', native),
      ],
      ['l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Ours / floor: own time **${ratio(vitrine.own, native.own)}** (validation and collection ${ratio(vitrine.beforeKey, native.beforeKey)}), click → submission sent ${ratio(vitrine.elapsed, native.elapsed)}.`,
    form.errors.length > 0 ? `\nPage errors: ${form.errors.join('; ')}` : '',
  ].join('\n');
}

function stepSection(step) {
  const head = `## ${step.title}`;
  if (step.status === 'ok') return `${head}\n\n${step.markdown}`;
  if (step.status === 'failed') {
    return `${head}\n\n**Failed in this run**: ${step.error}\n\n(\`apps/bench/${step.file}\`)`;
  }
  return [
    head,
    '',
    `_Not measured in this run: \`apps/bench/${step.file}\` is absent._ ${step.about} When the`,
    'module exists, `pnpm bench` calls its `run({ chromiumPath, log, runs })` and puts the',
    '`markdown` it resolves to here (see `apps/bench/README.md`).',
  ].join('\n');
}

/** The whole document; `parts` holds what ran (bytes, runtime, steps). */
export function renderReport({ date, machine, runs, bytes, runtime, steps, durationS }) {
  const sections = [
    '# Benchmarks',
    '',
    `> Generated by ${COMMAND} at the repository root (\`apps/bench/bench.mjs\`) on ${date}, in`,
    `> ${Math.round(durationS)} s. The whole file is rewritten on every run: do not edit it by hand.`,
    '> Ratios, not absolute times, are the claims: the times depend on the machine below and on',
    '> what else ran on it.',
    '',
    machineSection(machine),
  ];
  if (bytes) {
    sections.push(
      '',
      jobsSection(bytes, bytes.smoke),
      '',
      entriesSection(bytes.entries, bytes.peers, bytes.stale),
    );
  }
  if (runtime) {
    sections.push(
      '',
      '## Runtime: one headless Chromium session',
      '',
      `Chromium ${machine.chromium} (\`${runtime.chromiumPath}\`), headless, pages served from a local`,
      'static server (`apps/bench/lib/static-server.mjs`), bundles built with esbuild, React included,',
      'production mode, minified.',
      '',
      gallerySection(runtime.gallery, runs, runtime.gallery1000),
      '',
      hydrationSection(runtime.hydration, runs, runtime.htmlBytes),
      '',
      formSection(runtime.form, runs),
    );
  }
  for (const step of steps ?? []) {
    sections.push('', stepSection(step));
  }
  // One blank line between blocks, one newline at the end: as Biome formats markdown.
  return `${sections
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
