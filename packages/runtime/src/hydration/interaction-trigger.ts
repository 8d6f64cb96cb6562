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
  // A press on a button (a video's play) before the block is hydrated is pressed again once it
  // is: the first press is what made it load, and must not be lost.
  let pressed: HTMLButtonElement | undefined;
  const holdPress = (event: Event) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest('button') : null;
    if (!button || !element.contains(button) || button.type === 'submit') return;
    if (!pressed) {
      void settled(element).then(() => {
        if (readHydrationState(element) === 'hydrated' && pressed?.isConnected) pressed.click();
      });
    }
    pressed = button;
    start();
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, start, { passive: true });
  element.addEventListener('submit', hold);
  element.addEventListener('click', holdPress);
  // The holds stay until the block is hydrated: a submit or press while its code loads is held too.
  const release = () => {
    element.removeEventListener('submit', hold);
    element.removeEventListener('click', holdPress);
  };
  void settled(element).then(release);
  return () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, start);
    release();
  };
}
