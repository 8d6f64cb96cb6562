import { readHydrationState } from './block-elements';

/** What counts as the visitor's first interaction with a block. */
export const INTERACTION_EVENTS = [
  'focusin',
  'pointerdown',
  'touchstart',
  'keydown',
  'input',
] as const;

/** Resolves once the block is hydrated or has failed (its `data-hydration` says so). */
function settled(element: HTMLElement): Promise<void> {
  const done = () => {
    const state = readHydrationState(element);
    return state === 'hydrated' || state === 'failed';
  };
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-hydration'] });
  });
}

/**
 * Hydrates a block on the visitor's first interaction with it. A form submitted before the
 * block is hydrated (Enter right after the focus) is held, then sent again by the hydrated block;
 * when the block's code fails, the form goes as the plain HTML post it is. Returns the cleanup.
 */
export function hydrateOnInteraction(
  element: HTMLElement,
  hydrate: () => Promise<void>,
): () => void {
  const start = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    void hydrate();
  };
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    start();
    void settled(element).then(() => {
      element.removeEventListener('submit', hold);
      if (!form.isConnected) return;
      if (readHydrationState(element) === 'hydrated') form.requestSubmit(submitter);
      else HTMLFormElement.prototype.submit.call(form);
    });
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { passive: true });
  element.addEventListener('submit', hold);
  // The hold stays until the block is hydrated: a submit while its code loads is held too.
  void settled(element).then(() => element.removeEventListener('submit', hold));
  return () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    element.removeEventListener('submit', hold);
  };
}
