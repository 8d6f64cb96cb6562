/** The query flag of the page reached after logout (spec 000 §2). */
export const LOGOUT_FLAG = 'logout';

/**
 * Where the page goes after logout, spec 000 §2: the site root, or — inside the configuration
 * panel's preview frame — the frame's own URL, with `logout=true` added to the query.
 */
export function logoutRedirectUrl(
  location: { readonly pathname: string; readonly search: string },
  inPreviewFrame: boolean,
): string {
  const path = inPreviewFrame ? location.pathname : '/';
  const query = new URLSearchParams(inPreviewFrame ? location.search : '');
  query.set(LOGOUT_FLAG, 'true');
  return `${path}?${query.toString()}`;
}

/**
 * Reads the `logout=true` flag of a page URL (path + query + hash): whether the logout notice is
 * due, and the same URL without the flag (for `history.replaceState`).
 */
export function readLogoutFlag(url: {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}): {
  readonly showNotice: boolean;
  readonly cleanedUrl: string;
} {
  const query = new URLSearchParams(url.search);
  const showNotice = query.get(LOGOUT_FLAG) === 'true';
  query.delete(LOGOUT_FLAG);
  const search = query.toString();
  return { showNotice, cleanedUrl: `${url.pathname}${search ? `?${search}` : ''}${url.hash}` };
}
