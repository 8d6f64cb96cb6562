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
}

/** Binds the Escape key's four behaviours (spec 000 §4) to `keydown`; returns an unbinder. */
export function installEscapeKey(options: EscapeKeyOptions): () => void {
  const target = options.target ?? document;
  const onKeyDown = (event: Event) => {
    const keyEvent = event as KeyboardEvent;
    const action = escapeKeyAction(keyEvent, {
      overlayOpen: options.isAnyOverlayOpen(),
      signedIn: options.isSignedIn(),
      useEscapeKeyToLogin: options.useEscapeKeyToLogin(),
    });
    if (action === 'ignore') return;
    if (action === 'close-overlay') {
      if (options.closeNewestOverlay()) keyEvent.preventDefault();
      return;
    }
    keyEvent.preventDefault();
    if (action === 'go-to-config') options.goToConfig();
    else if (action === 'go-to-login') options.goToLogin();
    else options.logout();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
