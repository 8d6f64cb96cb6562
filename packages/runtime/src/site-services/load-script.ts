/** The social follow button's script timeout, spec 000 §7 "Other loads" (10 s). */
export const SOCIAL_FOLLOW_TIMEOUT_MS = 10_000;

/**
 * Adds an async `<script>`; resolves on load, rejects on error or after `timeoutMs` (the script
 * element is then removed). Reuses a script already on the page.
 */
export function loadScript(
  src: string,
  options: { timeoutMs?: number; doc?: Document } = {},
): Promise<void> {
  const doc = options.doc ?? document;
  if (
    [...doc.scripts].some(
      (script) => script.getAttribute('src') === src && script.dataset.loaded === 'true',
    )
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            script.remove();
            reject(new Error(`script timed out after ${options.timeoutMs} ms: ${src}`));
          }, options.timeoutMs);
    script.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        script.dataset.loaded = 'true';
        resolve();
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        script.remove();
        reject(new Error(`script failed to load: ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
}

/** Loads the social follow button's provider script, giving up after 10 s (spec 000 §7). */
export function loadSocialFollowButton(src: string, doc?: Document): Promise<void> {
  return loadScript(src, { timeoutMs: SOCIAL_FOLLOW_TIMEOUT_MS, ...(doc ? { doc } : {}) });
}
