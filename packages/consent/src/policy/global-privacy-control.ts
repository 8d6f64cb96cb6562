/**
 * Whether the browser sends the Global Privacy Control signal (`navigator.globalPrivacyControl`),
 * read at call time: false outside a browser.
 */
export function readGlobalPrivacyControl(): boolean {
  return (
    (globalThis.navigator as { globalPrivacyControl?: unknown } | undefined)
      ?.globalPrivacyControl === true
  );
}
