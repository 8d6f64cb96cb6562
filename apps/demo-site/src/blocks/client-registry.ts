import type { DataLayer } from '@vitrine/core-data/data-layer';
import { draftKey } from '@vitrine/forms/draft-key';
import { type BlockLoader, defineRegistry, type RuntimeRegistry } from '@vitrine/runtime/registry';
import type { WidgetRenderingKind } from '@vitrine/runtime/widget-rendering';

/**
 * Spec 000 §8: a missing commerce module is a console-only error. When the code of a commerce
 * block or feature does not load (a lost chunk, a deploy that replaced it), the console says so
 * and the failure goes on to the runtime, which reports it and keeps the block as the server
 * rendered it: the visitor sees the products, and no error message.
 */
function withCommerceModule<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      console.error(
        `Commerce module missing: the "${name}" code did not load; it stays as the server rendered it.`,
        error,
      );
      throw error;
    });
}

/**
 * A form hydrates on the visitor's first interaction, unless the tab holds a draft of it (a
 * reload, Back): then at once, so what they typed is back in view without a click. A block whose
 * data does not read as a form hydrates at once too, so its failure is reported as the page
 * starts (spec 000 §8 'Could not render form').
 */
function formTrigger(element: HTMLElement): 'visible' | 'interaction' {
  let data: { id?: unknown; fields?: unknown } | null;
  try {
    data = JSON.parse(element.getAttribute('data-block-json') ?? '');
  } catch {
    return 'visible';
  }
  const id = data?.id;
  const isForm =
    element.getAttribute('data-block-kind') === 'newsletter' || Array.isArray(data?.fields);
  if (typeof id !== 'string' || !isForm) return 'visible';
  try {
    return sessionStorage.getItem(draftKey(location.pathname, id)) === null
      ? 'interaction'
      : 'visible';
  } catch {
    return 'interaction'; // no storage: no draft to restore
  }
}

/**
 * The blocks GetWidgetRendering renders in a frame: the runtime's `WIDGET_RENDERING_KINDS`,
 * written out because that entry loads with the first widget, not with the page script
 * (`client-registry.test.ts` checks the two lists agree).
 */
const WIDGET_KINDS = [
  'photo-service-feed-1',
  'photo-service-feed-2',
  'photo-service-feed-3',
  'table-booking-1',
  'table-booking-2',
  'restaurant-reservation',
  'wedding-registry',
  'scheduling',
  'audio-streaming-embed',
] as const satisfies readonly WidgetRenderingKind[];

/** Kinds whose hydration creates a frame or a media player: hydrated near the viewport only. */
const VIEWPORT_KINDS = ['embed', 'audio', ...WIDGET_KINDS] as const;

/**
 * The page script's registry: a lazy loader for each block kind with behaviour. The other kinds
 * (image, button, collection link, tour dates, calendar, chart, search, social
 * links, summary, and the map when the site has no Maps key) have no loader: they stay as server HTML and ship no JavaScript.
 */
export function createClientRegistry(options: {
  /** The page's data layer, created when first needed. */
  readonly dataLayer: () => Promise<DataLayer>;
  readonly isSignedIn: () => boolean;
  readonly report: (error: unknown, detail: Readonly<Record<string, unknown>>) => void;
  /**
   * Whether the site has a Maps API key. Without one the map block is its static fallback
   * (address and link to the maps page) already in the server HTML: no behaviour, no JavaScript.
   */
  readonly hasMapsKey?: boolean;
}): RuntimeRegistry {
  const widget: BlockLoader = async () =>
    (await import('@vitrine/runtime/widget-rendering')).createWidgetBlock({
      dataLayer: await options.dataLayer(),
      isSignedIn: options.isSignedIn,
      report: options.report,
    });
  return defineRegistry({
    // A form works as a plain HTML form until the visitor's first focus, pointer or key in it:
    // its code loads for the visitors who use it, nothing typed before is lost, and a
    // submit made before is held and sent by the hydrated block.
    // A video is a poster and a play button until pressed: the press loads it and is replayed.
    // A frame or a media player is created when its block nears the viewport, never while idle.
    hydrateOn: {
      form: formTrigger,
      newsletter: formTrigger,
      video: 'interaction',
      ...Object.fromEntries(VIEWPORT_KINDS.map((kind) => [kind, 'viewport' as const])),
    },
    blocks: {
      video: () => import('./video-block'),
      gallery: () => import('./gallery-block'),
      ...(options.hasMapsKey ? { map: () => import('./map-block') } : {}),
      // The forms call the API through the page's data layer (created first).
      form: async () => {
        await options.dataLayer();
        return import('./form-block');
      },
      newsletter: async () => {
        await options.dataLayer();
        return import('./newsletter-block');
      },
      embed: async () => (await import('./media-blocks')).embedBlock,
      audio: async () => (await import('./media-blocks')).audioBlock,
      accordion: () => import('./accordion-block'),
      marquee: () => import('./marquee-block'),
      menu: () => import('./menu-block'),
      product: withCommerceModule('product', () => import('./product-block')),
      donation: withCommerceModule('donation', () => import('./donation-block')),
      'member-area': () => import('./member-area-block'),
      ...Object.fromEntries(WIDGET_KINDS.map((kind) => [kind, widget])),
    },
    features: {
      cart: withCommerceModule('cart', () => import('../features/cart-feature')),
      'product-reviews': withCommerceModule(
        'product-reviews',
        () => import('../features/reviews-feature'),
      ),
      'share-button': () => import('../features/share-buttons-feature'),
      'search-preview': () => import('../features/search-preview-feature'),
    },
  });
}
