/**
 * Screen readers announce a polite live region when its text changes after they have seen it
 * empty: the text is set this long after the region is rendered (by the banner once hydrated,
 * or by `keepServerBannerClicks` on the server's markup before then).
 */
export const ANNOUNCEMENT_DELAY_MS = 150;
