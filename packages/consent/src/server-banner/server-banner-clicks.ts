import { ANNOUNCEMENT_DELAY_MS } from '../banner/announcement-delay';

/**
 * The attribute of the element a server renders the cookie banner into (with
 * `<CookieBanner serverShown />` inside). `keepServerBannerClicks` finds it by this attribute.
 */
export const SERVER_BANNER_ATTRIBUTE = 'data-vitrine-server-banner';

/** Where hydration stands, written on the banner's element as `data-hydration`. */
export type ServerBannerHydration = 'hydrating' | 'hydrated';

/**
 * The clicks made on a server-rendered cookie banner before it hydrates. Made by
 * `keepServerBannerClicks` with the page's first script; handed to `CookieBanner` as
 * `serverClicks`, which replays the last one once hydrated.
 */
export interface ServerBannerClicks {
  /** The element the server rendered the banner into (the hydration container). */
  readonly element: HTMLElement;
  /**
   * Call right before `hydrateRoot`: from then on React replays clicks itself, so none is kept.
   * Marks the element `data-hydration="hydrating"`.
   */
  hydrating(): void;
  /** Marks the element hydrated and gives the index of the button clicked early, once. */
  takePendingClick(): number | undefined;
  /**
   * Whether the notice was said in the banner's live region before hydration: the hydrated
   * banner then does not say it again (`hydrating()` empties the region, as the server sent it).
   */
  announced(): boolean;
}

/** Props for the element a server renders the banner into: spread them on it. */
export const serverBannerRootProps = { [SERVER_BANNER_ATTRIBUTE]: '' } as const;

/**
 * Keeps the last click on a button of the server-rendered cookie banner until it starts to
 * hydrate, so a visitor who accepts or refuses before the page's script has run keeps that
 * choice, and announces the banner's notice politely (its `role="status"` region, after
 * ANNOUNCEMENT_DELAY_MS) as the hydrated banner would: a page may hydrate the banner only on the
 * visitor's first interaction with it. `root` is the banner's element, or a node to search
 * (default: the document) for the element marked with {@link SERVER_BANNER_ATTRIBUTE}. Answers
 * undefined when there is none (the server rendered no banner, or this runs outside a browser).
 * No React, a few hundred bytes: meant for the page's first script.
 */
export function keepServerBannerClicks(
  root: ParentNode | HTMLElement | null | undefined = globalThis.document,
): ServerBannerClicks | undefined {
  if (!root) return undefined;
  const selector = `[${SERVER_BANNER_ATTRIBUTE}]`;
  const element =
    'matches' in root && (root as Element).matches(selector)
      ? (root as HTMLElement)
      : root.querySelector<HTMLElement>(selector);
  if (!element) return undefined;
  let pending: number | undefined;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && element.contains(button)) {
      pending = [...element.querySelectorAll('button')].indexOf(button);
      // Kept for the banner to replay: a banner whose buttons post the choice (`choiceAction`)
      // does not leave the page now that the script is here.
      event.preventDefault();
    }
  };
  element.addEventListener('click', onClick);
  const status = element.querySelector<HTMLElement>('[role="status"]');
  const notice = element.querySelector<HTMLElement>('.vitrine-cookie-banner__text');
  let announced = false;
  const timer =
    status && notice
      ? setTimeout(() => {
          // biome-ignore lint/performance/useDomNodeTextContent: innerText turns the notice's line breaks and paragraphs into spaces, as the banner's plain text does.
          status.textContent = (notice.innerText || notice.textContent || '')
            .replace(/\s+/g, ' ')
            .trim();
          announced = status.textContent !== '';
        }, ANNOUNCEMENT_DELAY_MS)
      : undefined;
  const stop = (state: ServerBannerHydration) => {
    clearTimeout(timer);
    element.removeEventListener('click', onClick);
    element.setAttribute('data-hydration', state);
  };
  return {
    element,
    hydrating() {
      stop('hydrating');
      // As the server sent it, so that React finds its own markup.
      if (status) status.textContent = '';
    },
    announced: () => announced,
    takePendingClick() {
      stop('hydrated');
      const index = pending;
      pending = undefined;
      return index;
    },
  };
}
