/**
 * The native editor bridges of the mobile apps (spec 000 §2 "A mobile app context is detected
 * through native editor bridges on iOS and Android"): on iOS a WKWebView message handler
 * `window.webkit.messageHandlers.vitrineEditor`; on Android a JavaScript interface
 * `window.VitrineAndroidEditor`.
 */
export const IOS_EDITOR_BRIDGE = 'vitrineEditor';
export const ANDROID_EDITOR_BRIDGE = 'VitrineAndroidEditor';

export type MobileAppPlatform = 'ios' | 'android';

export interface MobileAppContext {
  readonly platform: MobileAppPlatform;
  /** Editing code is not possible on Android (spec 000 §2). */
  readonly canEditCode: boolean;
}

/** The mobile app the page runs in, or undefined in a browser. Reads `win` only when called. */
export function detectMobileAppContext(win: object): MobileAppContext | undefined {
  const candidate = win as {
    webkit?: { messageHandlers?: Record<string, unknown> };
    [ANDROID_EDITOR_BRIDGE]?: unknown;
  };
  if (candidate.webkit?.messageHandlers?.[IOS_EDITOR_BRIDGE])
    return { platform: 'ios', canEditCode: true };
  if (candidate[ANDROID_EDITOR_BRIDGE]) return { platform: 'android', canEditCode: false };
  return undefined;
}
