import type { CookieBannerSettingsInput } from '@vitrine/consent/banner';
import type { ServerBannerClicks } from '@vitrine/consent/server-banner';
import { consentStore, dispatchCookieBannerEvent } from '@vitrine/consent/store';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { yieldToPage } from '@vitrine/runtime/hydration';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Visitor } from '../content/site';
import type { DeferredReporter } from './deferred-reporter';
import { PAGE_CART_CHANNEL } from './page-cart-channel';
import { renderSoon } from './render-soon';
import { COOKIE_BANNER_ROOT_ID, serverChoiceFields } from './server-banner';

type Report = (error: unknown, detail: Readonly<Record<string, unknown>>) => void;

/** A container appended to `#overlay-root` for a client-only overlay. */
function overlayContainer(id: string): HTMLElement {
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById('overlay-root') ?? document.body).append(element);
  return element;
}

/** What the page script hands the site chrome. */
export interface SiteChromeOptions {
  /** The inlined page context as read (only type-checked fields are used from it). */
  readonly raw: unknown;
  /** The whole context parsed with core-data's schema, loaded when first asked for. */
  readonly fullContext: () => Promise<PageContext>;
  readonly visitor: Visitor | null;
  readonly report: Report;
  readonly dataLayer: () => Promise<DataLayer>;
  readonly telemetry: DeferredReporter;
  /** The cookie banner the server rendered, when it did. */
  readonly serverBanner?: ServerBannerClicks | undefined;
}

/** The fields of the inlined context the chrome reads without the schema. */
interface RawChromeContext {
  // Not checked here: CookieBanner normalises every field at run time (spec 000 §5), so the
  // banner's path pays for no schema.
  readonly cookieSettings?: CookieBannerSettingsInput | null;
  readonly showAnnouncementBar?: unknown;
}

/**
 * The site around the blocks: telemetry (consent-gated), the cookie banner when a choice is due
 * or asked for, the popup overlay once the cookie choice is made, the announcement bar for
 * signed-in accounts, the mobile info bar and the cart summary in the header.
 */
export function startSiteChrome(options: SiteChromeOptions): void {
  const raw = (
    typeof options.raw === 'object' && options.raw !== null ? options.raw : {}
  ) as RawChromeContext;
  startTelemetry(options);
  startCookieBanner(raw.cookieSettings, options);
  startPopup(options);
  if (options.visitor) startAnnouncementBar(options.visitor, raw.showAnnouncementBar === true);
  // The header's cart summary: hydrated at once where the cart can change on this page (product
  // blocks, the full-page cart); elsewhere when another tab of the site changes the cart.
  const cart = document.getElementById('cart-summary-root');
  if (cart) followCart(cart);
}

/**
 * Telemetry once tracking is allowed, or at the page's first census call: its census holds what
 * it gets until the visitor chooses.
 */
function startTelemetry(options: SiteChromeOptions): void {
  let started = false;
  const startWhenAllowed = (censusCall?: true) => {
    if (started || !(censusCall || consentStore.getSnapshot().allowsTracking)) return;
    started = true;
    void import('./start-telemetry')
      .then(({ startTelemetry }) =>
        Promise.all([options.fullContext(), options.dataLayer()])
          .then(([context, dataLayer]) => startTelemetry(context, dataLayer))
          .then((telemetry) => options.telemetry.attachTelemetry(telemetry)),
      )
      .catch((error: unknown) => options.report(error, { feature: 'telemetry' }));
  };
  startWhenAllowed();
  consentStore.subscribe(startWhenAllowed);
  options.telemetry.census.onCall(() => startWhenAllowed(true));
}

/**
 * What starts hydrating the server's banner: the pointer over it, a touch, the focus, a key, or a
 * click that comes alone (an assistive technology's activation).
 */
const BANNER_INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
];

/**
 * The cookie banner, shown while no choice exists or when forced. When the request held no
 * choice, the server rendered it (and announced it, `keepServerBannerClicks`), and it is hydrated
 * here on the visitor's first intent on it: its code and React DOM are not loaded before then,
 * and the click that follows (or came first) is kept and replayed. Otherwise it is rendered here
 * once due (the footer's settings button).
 */
function startCookieBanner(
  settings: RawChromeContext['cookieSettings'],
  { serverBanner, report }: Pick<SiteChromeOptions, 'serverBanner' | 'report'>,
): void {
  let started = false;
  const showIfDue = () => {
    if (started || !(serverBanner || consentStore.getSnapshot().bannerShown)) return;
    started = true;
    for (const type of BANNER_INTENT_EVENTS)
      serverBanner?.element.removeEventListener(type, showIfDue);
    const element = serverBanner?.element ?? overlayContainer(COOKIE_BANNER_ROOT_ID);
    void import('./cookie-banner-island')
      .then(async ({ CookieBannerIsland }) => {
        const island = (
          <CookieBannerIsland
            settings={settings}
            serverShown={serverBanner !== undefined}
            serverClicks={serverBanner}
            choiceFields={serverBanner ? serverChoiceFields(serverBanner.element) : undefined}
          />
        );
        if (!serverBanner) return renderSoon(createRoot(element), island);
        await yieldToPage();
        serverBanner.hydrating();
        startTransition(() => {
          hydrateRoot(element, island, {
            onRecoverableError: (error) =>
              report(error, { feature: 'cookie-banner', phase: 'hydration-mismatch' }),
          });
        });
      })
      .catch((error: unknown) => report(error, { feature: 'cookie-banner' }));
  };
  if (serverBanner) {
    for (const type of BANNER_INTENT_EVENTS)
      serverBanner.element.addEventListener(type, showIfDue, { passive: true });
  } else showIfDue();
  for (const button of document.querySelectorAll<HTMLElement>('[data-cookie-settings]')) {
    button.addEventListener('click', () => {
      dispatchCookieBannerEvent('force');
      showIfDue();
    });
  }
}

/** The popup overlay: never on top of the cookie banner, so checked once no banner is due. */
function startPopup(options: SiteChromeOptions): void {
  let started = false;
  const startWhenNoBanner = () => {
    if (started || consentStore.getSnapshot().bannerShown) return;
    started = true;
    void import('./popup')
      .then(async ({ renderPopupOverlay }) =>
        renderPopupOverlay(
          overlayContainer('popup-overlay-root'),
          await options.fullContext(),
          options.telemetry.census,
        ),
      )
      .catch((error: unknown) => options.report(error, { feature: 'popup-overlay' }));
  };
  startWhenNoBanner();
  consentStore.subscribe(startWhenNoBanner);
}

/** The announcement bar, for a signed-in account (spec 000 §4). */
function startAnnouncementBar(visitor: Visitor, showAnnouncementBar: boolean): void {
  const element = document.getElementById('announcement-root');
  if (!element) return;
  void import('@vitrine/runtime/site-bars').then(({ AnnouncementBar }) =>
    mount(
      element,
      <AnnouncementBar signedIn showAnnouncementBar={showAnnouncementBar}>
        Bienvenue {visitor.displayName} : les tirages de décembre sont en avant-première dans votre
        espace membre.
      </AnnouncementBar>,
    ),
  );
}

function followCart(element: HTMLElement): void {
  const hydrate = (received?: unknown) =>
    void import('./cart-summary-island').then(({ hydrateCartSummary }) =>
      hydrateCartSummary(element, received),
    );
  if (document.querySelector('[data-block-kind="product"], #vitrine-cart-root')) {
    hydrate();
    return;
  }
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(PAGE_CART_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    channel.close();
    const message = event.data as { type?: unknown; cart?: unknown } | null;
    hydrate(message?.type === 'cart' ? message.cart : undefined);
  };
}

function mount(element: HTMLElement, node: ReactNode): Root {
  const root = createRoot(element);
  void renderSoon(root, <StrictMode>{node}</StrictMode>);
  return root;
}
