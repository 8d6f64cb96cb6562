import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Page } from './page';
import type { BenchBlockKind, PageBlock } from './page-blocks';
import { probe } from './probe';

const page = document.getElementById('page') as HTMLElement;
const bench = probe();

// The page's data, read from the same attributes the islands read.
const blocks: PageBlock[] = [...page.querySelectorAll('[data-block-kind]')].map((element) => ({
  kind: element.getAttribute('data-block-kind') as BenchBlockKind,
  data: JSON.parse(element.getAttribute('data-block-json') ?? 'null'),
}));

/** The root: its effect runs after every block's, once the whole page has committed. */
function Root() {
  useEffect(() => {
    bench.hydrated = blocks.length;
    bench.done = performance.now();
    bench.firstScreen = bench.done; // one root: every block at once
  }, []);
  return <Page blocks={blocks} />;
}

hydrateRoot(page, <Root />, {
  onRecoverableError(error) {
    bench.errors.push(`hydration-mismatch: ${String(error)}`);
  },
  onUncaughtError(error) {
    bench.failed += 1;
    bench.errors.push(`render: ${String(error)}`);
  },
});
