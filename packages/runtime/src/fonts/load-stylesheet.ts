/** Adds `<link rel="stylesheet">` to the head; resolves on load, rejects on error. Reuses an existing link. */
export function loadStylesheet(href: string, doc: Document = document): Promise<HTMLLinkElement> {
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(link), { once: true });
    link.addEventListener('error', () => reject(new Error(`stylesheet failed to load: ${href}`)), {
      once: true,
    });
    doc.head.append(link);
  });
}
