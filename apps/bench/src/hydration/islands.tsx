import { startHydration } from '@vitrine/runtime/hydration';
import { defineRegistry } from '@vitrine/runtime/registry';
import { probe } from './probe';

// One lazy loader per block kind, as a site's registry declares them.
const registry = defineRegistry({
  blocks: {
    accordion: () => import('./blocks/accordion'),
    menu: () => import('./blocks/menu'),
    marquee: () => import('./blocks/marquee'),
    gallery: () => import('./blocks/gallery'),
    video: () => import('./blocks/video'),
    form: () => import('./blocks/form'),
    newsletter: () => import('./blocks/newsletter'),
  },
});

const page = document.getElementById('page') as HTMLElement;
const blocks = page.querySelectorAll('[data-block-kind]');
const bench = probe();
// The blocks a visitor sees first: those intersecting the viewport when the page starts.
const firstScreen = [...blocks].filter((block) => block.getBoundingClientRect().top < innerHeight);

// The last island: when every block is `hydrated` (or `failed`).
const observer = new MutationObserver(() => {
  let hydrated = 0;
  let failed = 0;
  for (const block of blocks) {
    const state = block.getAttribute('data-hydration');
    if (state === 'hydrated') hydrated += 1;
    else if (state === 'failed') failed += 1;
  }
  bench.hydrated = hydrated;
  bench.failed = failed;
  if (
    bench.firstScreen === undefined &&
    firstScreen.every((block) => block.getAttribute('data-hydration') === 'hydrated')
  ) {
    bench.firstScreen = performance.now();
  }
  if (hydrated + failed === blocks.length) {
    bench.done = performance.now();
    observer.disconnect();
  }
});
observer.observe(page, { attributes: true, subtree: true, attributeFilter: ['data-hydration'] });

startHydration({
  registry,
  root: page,
  report: (error, context) => {
    bench.errors.push(`${String(context.kind)} ${String(context.phase)}: ${String(error)}`);
  },
});
