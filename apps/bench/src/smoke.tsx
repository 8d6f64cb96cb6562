// Runs one job entry in the page once, so every measured bundle is known to do its job.
import * as job from 'job';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

interface JobModule {
  run?: (host: HTMLElement) => string | Promise<string>;
  App?: () => unknown;
}

declare global {
  interface Window {
    benchJob(): Promise<string>;
  }
}

window.benchJob = async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const module = job as JobModule;
  if (module.run) return String(await module.run(host));
  if (module.App) {
    const App = module.App as () => null;
    flushSync(() => createRoot(host).render(<App />));
    return `${host.querySelectorAll('img').length} images`;
  }
  throw new Error('the job entry exports neither run nor App');
};
