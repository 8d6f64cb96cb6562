import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/** What every React page pays before any component: react and react-dom/client. */
export function run(host: HTMLElement): string {
  createRoot(host).render(createElement('p', null, 'Bonjour'));
  return 'react';
}
