import { App } from 'contender';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

declare global {
  interface Window {
    benchGallery: {
      /** Mounts the contender into a fresh root; answers the time until layout is done (ms) and the images rendered. */
      mount(): { elapsed: number; images: number };
      /** Unmounts it and removes its host. */
      unmount(): void;
    };
  }
}

let mounted: { root: Root; host: HTMLElement } | undefined;

window.benchGallery = {
  mount() {
    window.benchGallery.unmount();
    const host = document.createElement('div');
    host.style.width = '960px';
    document.body.append(host);
    const start = performance.now();
    const root = createRoot(host);
    flushSync(() => root.render(<App />));
    void document.body.offsetHeight; // style and layout of what was mounted
    const elapsed = performance.now() - start;
    mounted = { root, host };
    // The images mounted: the peers mount one per slide, ours those near the view (the others
    // are light boxes of the same size). A crashed mount shows none.
    return { elapsed, images: host.querySelectorAll('img').length };
  },
  unmount() {
    if (!mounted) return;
    mounted.root.unmount();
    mounted.host.remove();
    mounted = undefined;
  },
};
