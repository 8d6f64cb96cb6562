import { deleteCookie, writeCookie } from '@vitrine/core-data/cookies';
import type { CookieBannerSettings } from '@vitrine/core-data/schemas/cookie-banner-settings';
import { compileMessages } from '@vitrine/i18n-fr/compile';
import { TranslatorProvider } from '@vitrine/ui/translator';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles.css';
import {
  keepServerBannerClicks,
  SERVER_BANNER_ATTRIBUTE,
  serverBannerRootProps,
} from '../server-banner/server-banner-clicks';
import { COOKIE_BANNER_EVENTS } from '../store/cookie-banner-events';
import { type ConsentStore, createConsentStore } from '../store/create-consent-store';
import { ANNOUNCEMENT_DELAY_MS } from './announcement-delay';
import { CookieBanner } from './cookie-banner';

const NOTICE =
  'Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation possible.';
// Spec 000 §9 "Cookies and consent".
const RESTRICTIVE_COOKIES = [
  'ss_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
];
const OPT_IN_RESTRICTIVE = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  cookieBannerAcceptType: 'OPT_IN',
  cookieBannerCtaVariant: 'BUTTON',
} satisfies CookieBannerSettings;
const OPT_IN_AND_OUT = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: false,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
} satisfies CookieBannerSettings;

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');

function clearCookies() {
  for (const name of cookieNames()) deleteCookie(name);
}

let store: ConsentStore;
beforeEach(() => {
  clearCookies();
  store = createConsentStore({ globalPrivacyControl: () => false });
});
afterEach(() => {
  store.destroy();
  clearCookies();
});

describe('CookieBanner: opt-in under the restrictive policy (spec 000 §4, §9)', () => {
  it('writes no non-essential cookie before accept, then stores the choice and allows tracking', async () => {
    const screen = await render(<CookieBanner settings={OPT_IN_RESTRICTIVE} store={store} />);
    const banner = screen.getByRole('region', { name: 'Consentement aux cookies' });
    await expect.element(banner).toBeVisible();
    await expect.element(banner).toHaveTextContent(NOTICE);
    expect(screen.container.querySelectorAll('button')).toHaveLength(1);

    expect(store.allowsTracking()).toBe(false);
    expect(store.writeNonEssentialCookie('ss_cvt', String(Date.now()))).toBe(false);
    expect(cookieNames()).toEqual([]);

    await screen.getByRole('button', { name: 'Accepter' }).click();

    await expect.element(banner).not.toBeInTheDocument();
    expect(document.cookie).toContain('vitrine_cookie_choice={%22allowed%22:true}');
    expect(store.getChoice()).toBe('allowed');
    expect(store.allowsTracking()).toBe(true);
    expect(store.writeNonEssentialCookie('ss_cvt', String(Date.now()))).toBe(true);
    expect(cookieNames()).toContain('ss_cvt');
  });

  it('clears the restrictive-policy cookies as soon as the policy is known', async () => {
    for (const name of RESTRICTIVE_COOKIES) writeCookie(name, 'x');
    writeCookie('crumb', 'essential');
    const screen = await render(<CookieBanner settings={OPT_IN_RESTRICTIVE} store={store} />);
    await expect.element(screen.getByRole('region')).toBeVisible();
    expect(cookieNames()).toEqual(['crumb']);
  });

  it('is not shown again on the next page once the choice exists', async () => {
    store.setPolicy({
      banner: true,
      restrictive: true,
      absolute: false,
      optOut: false,
      visitorDataRestricted: false,
    });
    store.allow();
    const nextPage = createConsentStore({ globalPrivacyControl: () => false });
    const screen = await render(<CookieBanner settings={OPT_IN_RESTRICTIVE} store={nextPage} />);
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.container.querySelector('section')).toBeNull();
    expect(nextPage.allowsTracking()).toBe(true);
    nextPage.destroy();
  });
});

describe('CookieBanner: opt-in and out (spec 000 §4)', () => {
  it('clears the restrictive-policy cookies on deny, and tracking stays off', async () => {
    for (const name of RESTRICTIVE_COOKIES) writeCookie(name, 'x');
    writeCookie('crumb', 'essential');
    const screen = await render(<CookieBanner settings={OPT_IN_AND_OUT} store={store} />);
    await expect.element(screen.getByRole('region')).toBeVisible();
    // Not restrictive: they stay until the visitor refuses.
    expect(cookieNames()).toEqual([...RESTRICTIVE_COOKIES, 'crumb']);

    await screen.getByRole('button', { name: 'Refuser' }).click();

    await expect.element(screen.getByRole('region')).not.toBeInTheDocument();
    expect(cookieNames().sort()).toEqual(['crumb', 'vitrine_cookie_choice']);
    expect(document.cookie).toContain('vitrine_cookie_choice={%22allowed%22:false}');
    expect(store.getChoice()).toBe('denied');
    expect(store.allowsTracking()).toBe(false);
    expect(store.writeNonEssentialCookie('ss_cvr', 'a|b|c|d|e')).toBe(false);
    expect(cookieNames()).not.toContain('ss_cvr');
  });

  it('reads the Global Privacy Control signal as a refusal: no banner, no tracking', async () => {
    const gpcStore = createConsentStore({ globalPrivacyControl: () => true });
    writeCookie('ss_cvr', 'a|b|c|d|e');
    const screen = await render(<CookieBanner settings={OPT_IN_AND_OUT} store={gpcStore} />);
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
    await expect.poll(() => gpcStore.getSnapshot().policy.optOut).toBe(true);
    expect(screen.container.querySelector('section')).toBeNull();
    expect(gpcStore.allowsTracking()).toBe(false);
    expect(cookieNames()).toEqual([]);
    gpcStore.destroy();
  });
});

describe('CookieBanner: force, update and unforce events on window (spec 000 §4)', () => {
  it('shows the banner again when forced, remounts it on update, hides it on unforce', async () => {
    const screen = await render(<CookieBanner settings={OPT_IN_RESTRICTIVE} store={store} />);
    await screen.getByRole('button', { name: 'Accepter' }).click();
    await expect.element(screen.getByRole('region')).not.toBeInTheDocument();

    window.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    const banner = screen.getByRole('region', { name: 'Consentement aux cookies' });
    await expect.element(banner).toBeVisible();
    await expect.element(banner).toHaveFocus();
    const first = banner.element();

    window.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.update));
    await expect.poll(() => first.isConnected).toBe(false);
    await expect.element(banner).toBeVisible();

    window.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.unforce));
    await expect.element(banner).not.toBeInTheDocument();
    expect(store.getChoice()).toBe('allowed');
  });

  it('stores a new choice made while forced, and removes the banner', async () => {
    const screen = await render(<CookieBanner settings={OPT_IN_AND_OUT} store={store} />);
    await screen.getByRole('button', { name: 'Accepter' }).click();
    window.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    await screen.getByRole('button', { name: 'Refuser' }).click();
    await expect.element(screen.getByRole('region')).not.toBeInTheDocument();
    expect(store.getChoice()).toBe('denied');
    expect(store.getSnapshot().forced).toBe(false);
  });
});

describe('CookieBanner: keyboard and screen readers', () => {
  it('is reached with Tab, chosen with Enter, and gives focus back to the page', async () => {
    const screen = await render(
      <>
        <button type="button">Avant la bannière</button>
        <CookieBanner settings={OPT_IN_AND_OUT} store={store} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Avant la bannière' });
    await expect.element(screen.getByRole('region')).toBeVisible();
    (before.element() as HTMLElement).focus();

    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Refuser' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Accepter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect.element(screen.getByRole('region')).not.toBeInTheDocument();
    await expect.element(before).toHaveFocus();
    expect(store.getChoice()).toBe('allowed');
  });

  it('chosen with the focus that came in before it could follow it: the focus goes to the main landmark, not the body', async () => {
    const screen = await render(
      <>
        <main>
          <h1>Nous écrire</h1>
        </main>
        <CookieBanner settings={OPT_IN_AND_OUT} store={store} />
      </>,
    );
    await expect.element(screen.getByRole('region')).toBeVisible();
    // Focused straight from the page (as when the focus came into the server's banner before it
    // was hydrated): there is no element to go back to.
    (screen.getByRole('button', { name: 'Refuser' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');

    await expect.element(screen.getByRole('region')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('main')).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
    expect(store.getChoice()).toBe('denied');
  });

  it('gives focus back to the page on Escape, without choosing', async () => {
    const screen = await render(
      <>
        <button type="button">Avant la bannière</button>
        <CookieBanner settings={OPT_IN_AND_OUT} store={store} />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Avant la bannière' });
    await expect.element(screen.getByRole('region')).toBeVisible();
    (before.element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Refuser' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    await expect.element(before).toHaveFocus();
    await expect.element(screen.getByRole('region')).toBeVisible();
    expect(store.getChoice()).toBeUndefined();
  });

  it('announces the notice politely once the banner has appeared', async () => {
    const screen = await render(<CookieBanner settings={OPT_IN_RESTRICTIVE} store={store} />);
    const status = screen.getByRole('status');
    expect(status.element().textContent).toBe('');
    await expect.element(status).toHaveTextContent(NOTICE);
    await screen.getByRole('button', { name: 'Accepter' }).click();
    await expect.element(status).toHaveTextContent('');
  });

  it('names the ICON call to action, and shows the opt-out as text', async () => {
    const screen = await render(
      <CookieBanner
        settings={{ ...OPT_IN_AND_OUT, cookieBannerCtaVariant: 'ICON' }}
        store={store}
      />,
    );
    const accept = screen.getByRole('button', { name: 'Accepter les cookies' });
    await expect.element(accept).toBeVisible();
    expect(accept.element().textContent).toBe('');
    await expect
      .element(screen.getByRole('button', { name: 'Refuser' }))
      .toHaveAttribute('data-cta-variant', 'text');
  });

  it('takes its default texts from the site’s translator overrides', async () => {
    const overrides = compileMessages({
      'consent.accept': 'J’accepte',
      'consent.deny': 'Non merci',
    });
    const screen = await render(
      <TranslatorProvider overrides={overrides}>
        <CookieBanner settings={OPT_IN_AND_OUT} store={store} />
      </TranslatorProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'J’accepte' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Non merci' })).toBeVisible();
  });
});

describe('CookieBanner: layout (spec 000 §3 positions)', () => {
  it.each([
    ['BAR', 'TOP'],
    ['BAR', 'BOTTOM'],
    ['POPUP', 'TOP_LEFT'],
    ['POPUP', 'TOP_RIGHT'],
    ['POPUP', 'BOTTOM_LEFT'],
    ['POPUP', 'BOTTOM_RIGHT'],
  ] as const)(
    '%s %s overlays the page at its place, without moving the content',
    async (variant, position) => {
      const screen = await render(
        <>
          <p>Contenu de la page</p>
          <CookieBanner
            settings={{
              ...OPT_IN_RESTRICTIVE,
              cookieBannerVariant: variant,
              cookieBannerPosition: position,
            }}
            store={store}
          />
        </>,
      );
      const content = screen.getByText('Contenu de la page').element().getBoundingClientRect();
      const banner = screen.getByRole('region');
      await expect.element(banner).toBeVisible();
      const element = banner.element() as HTMLElement;
      expect(getComputedStyle(element).position).toBe('fixed');
      // Let the entrance animation end before measuring.
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      const rect = element.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      if (variant === 'BAR') {
        expect(rect.left).toBe(0);
        expect(Math.round(rect.width)).toBe(width);
        if (position === 'TOP') expect(rect.top).toBe(0);
        else expect(Math.round(rect.bottom)).toBe(height);
      } else {
        if (position.startsWith('TOP')) expect(rect.top).toBe(16);
        else expect(Math.round(rect.bottom)).toBe(height - 16);
        if (position.endsWith('LEFT')) expect(rect.left).toBe(16);
        else expect(Math.round(rect.right)).toBe(width - 16);
      }
      expect(screen.getByText('Contenu de la page').element().getBoundingClientRect()).toEqual(
        content,
      );
    },
  );
});

const FIELDS = Array.from({ length: 30 }, (_, index) => `Champ ${index + 1}`);

/** A tall form under the banner: each field reached with Tab must show clear of it. */
function TallPage({ position, store }: { position: 'BOTTOM' | 'TOP'; store: ConsentStore }) {
  return (
    <>
      {FIELDS.map((name) => (
        <p key={name} style={{ margin: 0, height: 48 }}>
          <input aria-label={name} />
        </p>
      ))}
      <CookieBanner
        settings={{
          ...OPT_IN_RESTRICTIVE,
          cookieBannerVariant: 'BAR',
          cookieBannerPosition: position,
        }}
        store={store}
      />
    </>
  );
}

describe('CookieBanner: focus not obscured (WCAG 2.4.11)', () => {
  it.each(['BOTTOM', 'TOP'] as const)(
    'every field reached with Tab shows clear of a %s bar, which leaves no padding once answered',
    async (position) => {
      const screen = await render(<TallPage position={position} store={store} />);
      const banner = screen.getByRole('region').element() as HTMLElement;
      await Promise.all(banner.getAnimations().map((animation) => animation.finished));
      const side = position === 'BOTTOM' ? 'scrollPaddingBottom' : 'scrollPaddingTop';
      // The padding is the bar's measured reach and a small gap, not the estimate (16rem).
      const padding = () => Number.parseFloat(getComputedStyle(document.documentElement)[side]);
      const { height } = banner.getBoundingClientRect();
      await expect.poll(padding).toBeGreaterThanOrEqual(height);
      expect(padding()).toBeLessThanOrEqual(height + 16);
      // Down the page under a bottom bar, up the page under a top bar.
      const order = position === 'BOTTOM' ? FIELDS : [...FIELDS].reverse();
      const field = (name: string) => screen.getByRole('textbox', { name, exact: true }).element();
      (field(order[0] as string) as HTMLElement).focus();
      const hidden: string[] = [];
      const topOfPage: string[] = [];
      for (const name of order.slice(1)) {
        await userEvent.tab({ shift: position === 'TOP' });
        expect(document.activeElement).toBe(field(name));
        const rect = field(name).getBoundingClientRect();
        const bar = banner.getBoundingClientRect();
        if (rect.bottom > bar.top && rect.top < bar.bottom) hidden.push(name);
        // What lies within the bar's height of the page's very top cannot scroll below it.
        if (rect.top + window.scrollY < bar.bottom) topOfPage.push(name);
      }
      expect(hidden).toEqual(position === 'BOTTOM' ? [] : topOfPage);

      await screen.getByRole('button', { name: 'Accepter' }).click();
      await expect.element(screen.getByRole('region')).not.toBeInTheDocument();
      expect(getComputedStyle(document.documentElement)[side]).toBe('auto');
      expect(
        document.documentElement.style.getPropertyValue('--vitrine-cookie-banner-extent'),
      ).toBe('');
    },
  );
});

/** A page under an unanswered bottom bar, once the bar has slid in. */
async function underBottomBar(page: ReactNode) {
  const screen = await render(
    <>
      {page}
      <CookieBanner
        settings={{ ...OPT_IN_RESTRICTIVE, cookieBannerVariant: 'BAR' }}
        store={store}
      />
    </>,
  );
  const banner = screen.getByRole('region').element() as HTMLElement;
  await Promise.all(banner.getAnimations().map((animation) => animation.finished));
  return { screen, banner };
}

describe('CookieBanner: a tall field is shown whole (WCAG 2.4.12)', () => {
  it('scrolls a focused message box partly under a bottom bar until all of it is clear', async () => {
    const { screen, banner } = await underBottomBar(
      <>
        <p style={{ height: 900 }}>Début de la page</p>
        {FIELDS.slice(0, 12).map((name) => (
          <p key={name} style={{ margin: 0, height: 48 }}>
            <input aria-label={name} />
          </p>
        ))}
        <textarea aria-label="Message" style={{ display: 'block', height: 140 }} />
        <p style={{ height: 1200 }}>Suite de la page</p>
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' }).element() as HTMLElement;
    // Scrolled so that the box starts above the bar and ends under it, as a visitor reading
    // down the page leaves it.
    const bar = banner.getBoundingClientRect();
    window.scrollBy(0, message.getBoundingClientRect().top - (bar.top - 40));
    expect(message.getBoundingClientRect().bottom).toBeGreaterThan(bar.top);
    (screen.getByRole('textbox', { name: 'Champ 12' }).element() as HTMLElement).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(message);
    await expect.poll(() => message.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.top);
    expect(message.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  });

  it('leaves the page where it is when a whole region taller than the room gets the focus', async () => {
    const { screen } = await underBottomBar(
      <>
        <header style={{ height: 120 }}>En-tête du site</header>
        <main tabIndex={-1} style={{ display: 'block', height: 2400 }}>
          Contenu
        </main>
      </>,
    );
    window.scrollTo(0, 0);
    // As when the banner is answered: the focus goes to the main landmark without scrolling.
    (screen.container.querySelector('main') as HTMLElement).focus({ preventScroll: true });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(window.scrollY).toBe(0);
  });
});

describe('CookieBanner: server HTML painted while it arrives', () => {
  it('is not shown until its last button has been parsed, so it never grows upwards on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />,
    );
    const whole = container.querySelector('section');
    const actions = whole?.querySelector('.vitrine-cookie-banner__actions');
    // What a first paint can hold: the banner's opening and its notice, not its buttons yet.
    actions?.remove();
    document.body.append(container);
    try {
      expect(whole && getComputedStyle(whole).display).toBe('none');
      if (actions) whole?.append(actions);
      expect(whole && getComputedStyle(whole).display).not.toBe('none');
      expect(whole?.getBoundingClientRect().height).toBeGreaterThan(40);
    } finally {
      container.remove();
    }
  });
});

describe('CookieBanner: narrow screens', () => {
  it.each([
    ['BAR', 'BOTTOM'],
    ['POPUP', 'BOTTOM_RIGHT'],
  ] as const)('%s %s fits a 320 px wide screen', async (variant, position) => {
    await page.viewport(320, 640);
    const screen = await render(
      <CookieBanner
        settings={{
          ...OPT_IN_AND_OUT,
          cookieBannerVariant: variant,
          cookieBannerPosition: position,
        }}
        store={store}
      />,
    );
    const banner = screen.getByRole('region');
    await expect.element(banner).toBeVisible();
    const element = banner.element() as HTMLElement;
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const rect = element.getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await page.viewport(414, 896);
  });
});

describe('CookieBanner: accessibility (axe)', () => {
  it.each([
    ['BAR', 'BOTTOM', 'DARK', 'BUTTON'],
    ['BAR', 'TOP', 'LIGHT', 'TEXT'],
    ['POPUP', 'BOTTOM_RIGHT', 'DARK', 'ICON'],
    ['POPUP', 'TOP_LEFT', 'LIGHT', 'BUTTON'],
    ['BAR', 'BOTTOM', 'LIGHT', 'ICON'],
    ['POPUP', 'BOTTOM_LEFT', 'DARK', 'TEXT'],
  ] as const)('%s %s, theme %s, CTA %s has no violation', async (variant, position, theme, cta) => {
    const screen = await render(
      <main>
        <p>Contenu de la page</p>
        <CookieBanner
          settings={{
            ...OPT_IN_AND_OUT,
            cookieBannerVariant: variant,
            cookieBannerPosition: position,
            cookieBannerTheme: theme,
            cookieBannerCtaVariant: cta,
            cookieBannerText:
              '<p>Nous utilisons des cookies. <a href="/confidentialite">Politique de confidentialité</a></p>',
          }}
          store={store}
        />
      </main>,
    );
    const banner = screen.getByRole('region');
    await expect.element(banner).toBeVisible();
    await Promise.all(
      (banner.element() as HTMLElement).getAnimations().map((animation) => animation.finished),
    );
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('gives each theme its own colours', async () => {
    const screen = await render(
      <CookieBanner
        settings={{ ...OPT_IN_RESTRICTIVE, cookieBannerTheme: 'LIGHT' }}
        store={store}
      />,
    );
    const banner = screen.getByRole('region');
    await expect.element(banner).toHaveAttribute('data-theme', 'light');
    expect(getComputedStyle(banner.element()).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(banner.element()).color).toBe('rgb(24, 24, 27)');
  });
});

describe('CookieBanner: the owner’s notice', () => {
  it('keeps paragraphs and safe links, and drops scripts, handlers and javascript: links', async () => {
    const screen = await render(
      <CookieBanner
        settings={{
          ...OPT_IN_RESTRICTIVE,
          cookieBannerText:
            '<p>Cookies <strong>utiles</strong>. <a href="/confidentialite">En savoir plus</a></p>' +
            '<script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">' +
            '<p><a href="javascript:window.__pwned=true">Piège</a></p>',
        }}
        store={store}
      />,
    );
    const banner = screen.getByRole('region');
    await expect.element(banner).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'En savoir plus' }))
      .toHaveAttribute('href', '/confidentialite');
    const element = banner.element();
    expect(element.querySelectorAll('script, img')).toHaveLength(0);
    expect(element.querySelector('strong')?.textContent).toBe('utiles');
    expect(screen.getByText('Piège').element().getAttribute('href')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('is not shown at all when the site disables the banner', async () => {
    const screen = await render(
      <CookieBanner
        settings={{ ...OPT_IN_RESTRICTIVE, isCookieBannerEnabled: false }}
        store={store}
      />,
    );
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
    await expect.poll(() => store.getSnapshot().policy.restrictive).toBe(true);
    expect(screen.container.querySelector('section')).toBeNull();
  });
});

describe('CookieBanner: server rendering (serverShown)', () => {
  it('renders no banner on the server by default', () => {
    const html = renderToString(<CookieBanner settings={OPT_IN_RESTRICTIVE} store={store} />);
    expect(html).not.toContain('<section');
    expect(html).toContain('role="status"');
  });

  it('renders the banner on the server, hydrates that markup without a mismatch, and its buttons work', async () => {
    const banner = <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner);
    document.body.append(container);
    const serverRegion = container.querySelector('section');
    expect(serverRegion?.textContent).toContain(NOTICE);
    expect(serverRegion?.querySelectorAll('button')).toHaveLength(2);

    // The page sets the policy before hydrating, as the demo site does.
    store.setPolicy({
      banner: true,
      restrictive: false,
      absolute: false,
      optOut: true,
      visitorDataRestricted: false,
    });
    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, banner, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    try {
      const accept = page.getByRole('button', { name: 'Accepter' });
      await expect.element(accept).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Hydrated in place: the server's element is the one on screen.
      expect(container.querySelector('section')).toBe(serverRegion);
      expect(recoverable).toEqual([]);
      await accept.click();
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
      expect(store.getChoice()).toBe('allowed');
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('hides the server-rendered banner once hydrated when the browser already holds a choice', async () => {
    writeCookie('vitrine_cookie_choice', '{"allowed":false}');
    const banner = <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(banner);
    document.body.append(container);
    const root = hydrateRoot(container, banner);
    try {
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
      expect(store.getChoice()).toBe('denied');
    } finally {
      root.unmount();
      container.remove();
    }
  });
});

describe('CookieBanner: a choice made before hydration (keepServerBannerClicks)', () => {
  const OPT_OUT_POLICY = {
    banner: true,
    restrictive: false,
    absolute: false,
    optOut: true,
    visitorDataRestricted: false,
  };

  function serverPage(banner: ReactElement) {
    const container = document.createElement('div');
    for (const [name, value] of Object.entries(serverBannerRootProps)) {
      container.setAttribute(name, value);
    }
    container.innerHTML = renderToString(banner);
    document.body.append(container);
    return container;
  }

  it('with choiceAction: the server markup posts the choice as a form; once the script keeps or handles a click, nothing is posted', async () => {
    const banner = (
      <CookieBanner
        settings={OPT_IN_AND_OUT}
        store={store}
        serverShown
        choiceAction="/choix-cookies"
        choiceFields={{ crumb: 'jeton-123' }}
      />
    );
    const container = serverPage(banner);
    // Without script: a real form, each button posting its choice.
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/choix-cookies');
    const posted = [...container.querySelectorAll('button')].map((button) => [
      button.textContent,
      button.type,
      button.name,
      button.value,
    ]);
    expect(posted).toEqual([
      ['Refuser', 'submit', 'choice', 'denied'],
      ['Accepter', 'submit', 'choice', 'allowed'],
    ]);
    expect(form ? Object.fromEntries(new FormData(form)) : null).toEqual({ crumb: 'jeton-123' });

    // The page's script is here, the banner not hydrated yet: the click is kept, not posted.
    const submits: SubmitEvent[] = [];
    const onSubmit = (event: Event) => submits.push(event as SubmitEvent);
    document.addEventListener('submit', onSubmit);
    const clicks = keepServerBannerClicks(document);
    container.querySelectorAll('button')[1]?.click();
    expect(submits).toEqual([]);

    store.setPolicy(OPT_OUT_POLICY);
    clicks?.hydrating();
    const recoverable: unknown[] = [];
    const root = hydrateRoot(
      container,
      <CookieBanner
        settings={OPT_IN_AND_OUT}
        store={store}
        serverClicks={clicks}
        choiceAction="/choix-cookies"
        choiceFields={{ crumb: 'jeton-123' }}
      />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
    try {
      // Replayed by the hydrated banner, which keeps the choice itself: still nothing posted.
      await vi.waitFor(() => expect(store.getChoice()).toBe('allowed'));
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
      expect(submits).toEqual([]);
      expect(recoverable).toEqual([]);
    } finally {
      document.removeEventListener('submit', onSubmit);
      root.unmount();
      container.remove();
    }
  });

  it('with choiceAction, hydrated: a click or Enter chooses and posts nothing', async () => {
    const submits: Event[] = [];
    const onSubmit = (event: Event) => submits.push(event);
    document.addEventListener('submit', onSubmit);
    try {
      store.setPolicy(OPT_OUT_POLICY);
      await render(
        <CookieBanner
          settings={OPT_IN_AND_OUT}
          store={store}
          serverShown
          choiceAction="/choix-cookies"
        />,
      );
      const refuse = page.getByRole('button', { name: 'Refuser' });
      await refuse.element().focus();
      await userEvent.keyboard('{Enter}');
      expect(submits).toEqual([]);
      await vi.waitFor(() => expect(store.getChoice()).toBe('denied'));
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });

  it('finds nothing when the server rendered no banner', () => {
    expect(keepServerBannerClicks(document.createElement('div'))).toBeUndefined();
    expect(keepServerBannerClicks(null)).toBeUndefined();
  });

  it('replays « Refuser » clicked on the server markup once the banner hydrates', async () => {
    const container = serverPage(
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />,
    );
    const clicks = keepServerBannerClicks(document);
    expect(clicks?.element).toBe(container);
    // The visitor refuses before the page's script has hydrated anything: nothing happens yet.
    const refuse = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Refuser',
    );
    refuse?.click();
    expect(store.getChoice()).toBeUndefined();

    store.setPolicy(OPT_OUT_POLICY);
    clicks?.hydrating();
    expect(container.getAttribute('data-hydration')).toBe('hydrating');
    const root = hydrateRoot(
      container,
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverClicks={clicks} />,
    );
    try {
      await vi.waitFor(() => expect(store.getChoice()).toBe('denied'));
      await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
      expect(container.getAttribute('data-hydration')).toBe('hydrated');
      // Given once: a later hydration of the same markup has nothing to replay.
      expect(clicks?.takePendingClick()).toBeUndefined();
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('says the notice in the live region before hydration, once: the hydrated banner does not say it again', async () => {
    const container = serverPage(
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />,
    );
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');
    // Only the timers the announcement uses are faked: React schedules with its own channel.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      const clicks = keepServerBannerClicks(container);
      vi.advanceTimersByTime(ANNOUNCEMENT_DELAY_MS - 1);
      expect(status?.textContent).toBe('');
      vi.advanceTimersByTime(1);
      expect(status?.textContent).toBe(NOTICE);
      expect(clicks?.announced()).toBe(true);
      const problems: unknown[] = [];
      store.setPolicy(OPT_OUT_POLICY);
      clicks?.hydrating();
      root = hydrateRoot(
        container,
        <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverClicks={clicks} />,
        { onRecoverableError: (error) => problems.push(error) },
      );
      await vi.waitFor(() => expect(container.getAttribute('data-hydration')).toBe('hydrated'));
      // Hydrated on the region emptied as the server sent it, and no second announcement due.
      expect(problems).toEqual([]);
      expect(container.querySelector('[role="status"]')).toBe(status);
      expect(status?.textContent).toBe('');
      expect(vi.getTimerCount()).toBe(0);
      vi.useRealTimers();
      await userEvent.click(page.getByRole('button', { name: 'Refuser' }));
      await vi.waitFor(() => expect(store.getChoice()).toBe('denied'));
    } finally {
      vi.useRealTimers();
      root?.unmount();
      container.remove();
    }
  });

  it('a banner hydrated before the delay says its notice itself, once', async () => {
    const container = serverPage(
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />,
    );
    const clicks = keepServerBannerClicks(container);
    clicks?.hydrating();
    expect(clicks?.announced()).toBe(false);
    const root = hydrateRoot(
      container,
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverClicks={clicks} />,
    );
    try {
      await vi.waitFor(() =>
        expect(container.querySelector('[role="status"]')?.textContent).toBe(NOTICE),
      );
    } finally {
      root.unmount();
      container.remove();
    }
  });

  it('keeps no click once hydration has started (React replays those itself)', () => {
    const container = serverPage(
      <CookieBanner settings={OPT_IN_AND_OUT} store={store} serverShown />,
    );
    try {
      const clicks = keepServerBannerClicks(container);
      clicks?.hydrating();
      container.querySelector('button')?.click();
      expect(clicks?.takePendingClick()).toBeUndefined();
      expect(container.hasAttribute(SERVER_BANNER_ATTRIBUTE)).toBe(true);
    } finally {
      container.remove();
    }
  });
});
