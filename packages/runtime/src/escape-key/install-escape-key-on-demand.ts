import { deepActiveElement } from './escape-key.dom';
import type { EscapeKeyOptions } from './install-escape-key';

/**
 * `installEscapeKey` with its code loaded on the first Escape rather than with the page, so a
 * published page ships none of it before interaction (the home page's JavaScript budget). The
 * Escape that loads it, and any pressed meanwhile, are handled in order once it is there: each
 * event is read after its dispatch, so a component that handled it (`defaultPrevented`) still
 * wins, with the focus as it was when the key was pressed: an Escape in the cookie banner or in a
 * field never leaves the page because the banner closed or the field lost the focus while the
 * code loaded. From then on it is `installEscapeKey`. A failed load is reported, and the next
 * Escape tries again. Returns an unbinder.
 */
export function installEscapeKeyOnDemand(options: EscapeKeyOptions): () => void {
  const target = options.target ?? document;
  let handle: ((event: Event, focused?: Element | null) => void) | undefined;
  let loading: Promise<void> | undefined;
  const onKeyDown = (event: Event) => {
    if (handle) return handle(event);
    const { key } = event as KeyboardEvent;
    if (!loading && key !== 'Escape' && key !== 'Esc') return;
    loading ??= import('./install-escape-key').then(
      ({ createEscapeKeyHandler }) => {
        handle = createEscapeKeyHandler(options);
      },
      (error: unknown) => {
        loading = undefined;
        options.report?.(error, { feature: 'escape-key' });
      },
    );
    const focused = deepActiveElement(document);
    void loading.then(() => handle?.(event, focused));
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
