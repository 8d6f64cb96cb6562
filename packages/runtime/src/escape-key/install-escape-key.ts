import { deepActiveElement, documentHasUnsentInput, escapeKeyContext } from './escape-key.dom';
import { escapeKeyAction } from './escape-key-action';

export interface EscapeKeyOptions {
  /** Where keydown is listened to. Default: `document`. */
  readonly target?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** `isAnyOverlayOpen` of `@vitrine/ui/overlay-stack`. */
  readonly isAnyOverlayOpen: () => boolean;
  /** `closeNewestOverlay` of `@vitrine/ui/overlay-stack`. */
  readonly closeNewestOverlay: () => boolean;
  readonly isSignedIn: () => boolean;
  /** The site setting `useEscapeKeyToLogin`. */
  readonly useEscapeKeyToLogin: () => boolean;
  /** Step 2, e.g. `() => location.assign(configRedirectUrl(location))`. */
  readonly goToConfig: () => void;
  /** Step 3. */
  readonly goToLogin: () => void;
  /** Step 4, e.g. the session's `logout()`. */
  readonly logout: () => void;
  /**
   * Whether a form of the page holds input the visitor has not sent; steps 2–4 then ask first.
   * Default: an element marked `data-unsent-input` in the document (`@vitrine/forms` marks its
   * forms).
   */
  readonly hasUnsentInput?: () => boolean;
  /**
   * Asks the visitor before leaving over unsent input; resolves true to leave. Default:
   * `confirmLeavePage()` ('Quitter la page ?' on `@vitrine/ui/dialogs`), loaded on first use.
   */
  readonly confirmLeave?: () => Promise<boolean>;
  /** Told when asking fails (the dialog's code did not load): the page stays. */
  readonly report?: (error: unknown, detail: Readonly<Record<string, unknown>>) => void;
}

const askWithDialog = () =>
  import('./confirm-leave-page').then(({ confirmLeavePage }) => confirmLeavePage());

/**
 * Provides the Escape key's `keydown` handler (spec 000 §4): steps 1–4 by `escapeKeyAction`,
 * skipping steps 2–4 while the focus is in an editable field or a dialog-like component
 * (`escapeKeyContext` of `document.activeElement`), and asking first while a form holds unsent
 * input. It calls `preventDefault()` on what it handled. An event handled after its dispatch
 * (its code was loading) passes `focused`, the element that had the focus when the key was
 * pressed (read even if it has left the page since).
 */
export function createEscapeKeyHandler(
  options: Omit<EscapeKeyOptions, 'target'>,
): (event: Event, focused?: Element | null) => void {
  // One question at a time: an Escape pressed while the dialog's code loads asks nothing more.
  let asking = false;
  return (event, focused = deepActiveElement(document)) => {
    const keyEvent = event as KeyboardEvent;
    const action = escapeKeyAction(keyEvent, {
      overlayOpen: options.isAnyOverlayOpen(),
      signedIn: options.isSignedIn(),
      useEscapeKeyToLogin: options.useEscapeKeyToLogin(),
      ...escapeKeyContext(focused),
    });
    if (action === 'ignore') return;
    if (action === 'close-overlay') {
      if (options.closeNewestOverlay()) keyEvent.preventDefault();
      return;
    }
    // Steps 2–4 leave the page.
    keyEvent.preventDefault();
    const leave =
      action === 'go-to-config'
        ? options.goToConfig
        : action === 'go-to-login'
          ? options.goToLogin
          : options.logout;
    if (!(options.hasUnsentInput ?? (() => documentHasUnsentInput(document)))()) return leave();
    if (asking) return;
    asking = true;
    (options.confirmLeave ?? askWithDialog)()
      .then(
        (confirmed) => confirmed && leave(),
        (error: unknown) => options.report?.(error, { feature: 'escape-key' }),
      )
      .finally(() => {
        asking = false;
      });
  };
}

/** Binds the Escape key's four behaviours (spec 000 §4) to `keydown`; returns an unbinder. */
export function installEscapeKey(options: EscapeKeyOptions): () => void {
  const target = options.target ?? document;
  const handle = createEscapeKeyHandler(options);
  const onKeyDown = (event: Event) => handle(event);
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
