import { CartSummary } from '@vitrine/commerce/cart-summary';
import { serverBannerRootProps } from '@vitrine/consent/server-banner';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { COOKIE_BANNER_ROOT_ID } from '../client/server-banner';
import type { SitePage } from '../content/model';
import { SITE, type Visitor } from '../content/site';
import type { RenderedBlock } from './render-page';
import { LicensedAssetsNotice, MobileInfoNotice, SiteBadgeNotice } from './site-notices';

/** The page script and stylesheets of the client build (from Vite's manifest). */
export interface ClientAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /**
   * The text of those stylesheets, put in the page's head in place of the links: the first paint
   * then waits for no other request (on a first visit over a slow phone connection, one round
   * trip less before anything shows). Absent in development, where Vite injects the styles.
   */
  readonly inlineStyles?: string | undefined;
  /** Module chunks worth fetching early (the entry's static imports). */
  readonly preloads: readonly string[];
}

/** JSON inside a `<script>`: `<`, `>` and `&` escaped, so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The client build's styles: inline when the server has read them, else one link each. */
export function PageStyles({ assets }: { readonly assets: ClientAssets }) {
  if (assets.inlineStyles !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, checked by readClientAssets to hold no `</style`
    return <style dangerouslySetInnerHTML={{ __html: assets.inlineStyles }} />;
  }
  return assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />);
}

export function SiteDocument(props: {
  readonly page: SitePage;
  readonly context: PageContext;
  readonly visitor: Visitor | null;
  readonly blocks: readonly RenderedBlock[];
  readonly nav: readonly { readonly href: string; readonly label: string }[];
  readonly assets: ClientAssets;
  readonly cart: { readonly items: number; readonly subtotal: string };
  readonly lockedOut: boolean;
  /** The server-rendered cookie banner (see `renderCookieBanner`), when due. */
  readonly cookieBanner?: string | undefined;
}) {
  const { page, assets } = props;
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${page.title} · ${SITE.name}`}</title>
        <meta name="description" content={page.description} />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
        <PageStyles assets={assets} />
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body data-page-type={page.pageType}>
        <a className="demo-skip-link" href="#contenu">
          Aller au contenu
        </a>
        {/* Fixed at the bottom of the screen, but first after the skip link in the reading and Tab
            order: a keyboard or screen-reader visitor meets the choice before the page. */}
        {props.cookieBanner !== undefined ? (
          <div
            id={COOKIE_BANNER_ROOT_ID}
            {...serverBannerRootProps}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the banner
            dangerouslySetInnerHTML={{ __html: props.cookieBanner }}
          />
        ) : null}
        <div id="announcement-root" />
        <LicensedAssetsNotice context={props.context} />
        <header className="demo-header">
          <a className="demo-brand" href="/">
            {SITE.name}
          </a>
          <nav aria-label="Navigation principale">
            <ul>
              {props.nav.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.href === page.path ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div
            id="cart-summary-root"
            data-items={props.cart.items}
            data-subtotal={props.cart.subtotal}
          >
            <CartSummary href="/panier" items={props.cart.items} subtotal={props.cart.subtotal} />
          </div>
        </header>
        <main id="contenu" className="demo-main" data-locked={props.lockedOut ? 'true' : undefined}>
          <h1>{page.heading}</h1>
          {page.description ? <p className="demo-lead">{page.description}</p> : null}
          {props.blocks.map((block, index) => (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; their order is fixed
              key={index}
              id={block.anchor}
              className="demo-section"
              data-section-kind={block.kind}
            >
              {block.heading ? <h2>{block.heading}</h2> : null}
              <div
                className="demo-block"
                data-block-kind={block.kind}
                data-block-json={block.json}
                data-id-prefix={block.idPrefix}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's own server render (React-escaped)
                dangerouslySetInnerHTML={{ __html: block.html }}
              />
            </section>
          ))}
          {page.extras?.includes('cart') ? (
            <section className="demo-section" aria-label="Panier">
              <div id="vitrine-cart-root">
                <p>Chargement du panier…</p>
              </div>
            </section>
          ) : null}
          {page.extras?.includes('reviews') ? (
            <section className="demo-section" aria-labelledby="avis-titre">
              <h2 id="avis-titre">Votre avis sur le bol en grès</h2>
              <div data-vitrine-feature="product-reviews" data-review-product="prod-bol-gres" />
            </section>
          ) : null}
          {(page.pageType === 1 || page.pageType === 2) && page.path !== '/' ? (
            <aside
              className="demo-share"
              aria-label="Partager cette page"
              data-vitrine-feature="share-button"
            />
          ) : null}
        </main>
        <footer className="demo-footer">
          <p>
            {SITE.name} · {SITE.address} ·{' '}
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a> ·{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <p>
            <button type="button" className="demo-link-button" data-cookie-settings="">
              Paramètres des cookies
            </button>{' '}
            · <a href="/connexion">Espace membres</a> ·{' '}
            <a href="/proprietaire/soumissions">Espace propriétaire</a>
          </p>
          <SiteBadgeNotice context={props.context} />
        </footer>
        <MobileInfoNotice context={props.context} />
        <div id="overlay-root"></div>
        <script
          type="application/json"
          id="page-context"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped
          dangerouslySetInnerHTML={{ __html: scriptJson(props.context) }}
        />
        <script
          type="application/json"
          id="page-visitor"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped
          dangerouslySetInnerHTML={{ __html: scriptJson(props.visitor) }}
        />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  );
}
