import { serverText } from '../../catalogue/server-text';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Headers of the server's own HTML pages: no script may run (they have none), styles only from
 * their inline sheet, no framing by other sites, no caching of personal pages.
 */
export const HTML_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
});

/** The sheet of the server's HTML pages: readable, high contrast, visible focus. */
const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; color: #1d1d1b; background: #fbfaf7; }
  .lien-evitement { position: absolute; left: -999rem; }
  .lien-evitement:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem 1rem; }
  header, main, footer { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { border-bottom: 1px solid #d8d4cc; }
  a { color: #6b3a1f; }
  a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  h1 { font-size: 2rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: minmax(10rem, 16rem) 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  article { background: #fff; border: 1px solid #d8d4cc; border-radius: 8px; padding: 1rem 1.5rem; margin: 1rem 0; }
  .avertissement { border-left: 4px solid #b45309; background: #fff7ed; padding: .75rem 1rem; }
  table { border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: start; font-weight: 600; padding-bottom: .5rem; }
  th, td { text-align: start; padding: .375rem 1.5rem .375rem 0; border-bottom: 1px solid #d8d4cc; vertical-align: top; }
  thead th { font-weight: 600; }
  tbody th { font-weight: 400; }
  th:last-child, td:last-child { text-align: end; padding-right: 0; font-variant-numeric: tabular-nums; }
`;

/** A complete, accessible French HTML page: lang, charset, viewport, title, skip link, landmarks. */
export function htmlPage(options: {
  readonly title: string;
  /** HTML of the main landmark, already escaped. */
  readonly main: string;
  /** HTML of the banner, already escaped; the site name by default. */
  readonly header?: string;
}): string {
  const header = options.header ?? '<p><a href="/">Atelier Lumière</a></p>';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} — Atelier Lumière</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<a class="lien-evitement" href="#contenu">${serverText('server.page.skipLink')}</a>
<header>${header}</header>
<main id="contenu" tabindex="-1">
${options.main}
</main>
</body>
</html>
`;
}
