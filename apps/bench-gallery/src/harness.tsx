import { App } from 'contender';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    mountBench(): Promise<{ elapsed: number; images: number }>;
  }
}

/** Mounts the contender once into a fresh root; resolves to the time until layout is done (ms) and the images rendered. */
window.mountBench = async () => {
  const host = document.createElement('div');
  host.style.width = '960px';
  document.body.append(host);
  const start = performance.now();
  const root = createRoot(host);
  flushSync(() => root.render(<App />));
  void document.body.offsetHeight;
  const elapsed = performance.now() - start;
  // Every contender renders one image per slide: a crashed mount would show none.
  const images = host.querySelectorAll('img').length;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  root.unmount();
  host.remove();
  return { elapsed, images };
};
