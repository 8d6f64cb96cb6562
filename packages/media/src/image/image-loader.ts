// The DOM side of the image loader: every element, window and observer access of the image
// loader lives in this module, and only inside functions (nothing runs at import). The rules it
// applies are the framework-free modules beside it (the `image-core` entry).
import { cropLayout, imageDisplayWidth, imagePositionStyle } from './crop-layout';
import {
  CONCURRENT_IMAGE_LOADS,
  IMAGE_MESSAGES,
  LAZY_LOAD_MARGIN_PX,
  MOBILE_LOAD_QUERY,
} from './image-constants';
import { createLoadQueue, type LoadQueue } from './load-queue';
import { isNarrowImage } from './narrow-image';
import {
  IMAGE_ATTRIBUTES,
  type ImageConfig,
  type ImageSettings,
  parseImageConfig,
} from './parse-image-config';
import { type LoadedImage, planImageLoad } from './plan-image-load';

/** Where an element's load stands; `loading` and `loaded` are also its classes (spec 001 §4). */
export type ImageLoadStatus = 'loading' | 'loaded' | 'error';

/**
 * What a load came to: the address it loaded and its size step, `url: null` when nothing needed
 * loading (load mode false, the size shown is enough, the element was released), or an error
 * value such as `'… not loaded'` (never thrown; a failed load is not logged, spec 001 §4).
 */
export type ImageLoadResult =
  | { readonly ok: true; readonly url: string | null; readonly size: number | null }
  | { readonly ok: false; readonly error: string };

export interface ImageLoaderOptions {
  /** Loads at once (default: 1 where {@link MOBILE_LOAD_QUERY} matches, else 16). */
  readonly concurrency?: number | (() => number);
  /** Lazy-load margin around the viewport (default `'200px'`). */
  readonly rootMargin?: string;
  /**
   * Starts a new load of an element even while one is under way (spec 001 §4: an image already
   * loading is skipped unless concurrent loads are allowed). Off by default; the newest load wins.
   */
  readonly allowConcurrentLoads?: boolean;
}

export interface ImageLoader {
  /**
   * Loads an element's image at the size its box needs, now or when it nears the viewport.
   * Calling it again (after a resize) loads a larger size only when the box needs one; an
   * element already loading gets the load under way, unless `allowConcurrentLoads` is set.
   */
  load(
    element: Element | null | undefined,
    settings?: ImageSettings,
    onStatus?: (status: ImageLoadStatus) => void,
  ): Promise<ImageLoadResult>;
  /** Forgets an element: stops waiting for it to near the viewport and drops its queued load. */
  release(element: Element): void;
  /** The queue of loads (for inspection). */
  readonly queue: LoadQueue;
}

const NOTHING: ImageLoadResult = { ok: true, url: null, size: null };

/** Logs a message of spec 001 §5 or §8 and gives it back as an error value. */
const report = (message: string, log: (message: string) => void = console.error) => {
  log(message);
  return Promise.resolve<ImageLoadResult>({ ok: false, error: message });
};

/**
 * Loads the address on a probe and only then shows it, so the element never holds an address
 * that fails (no broken-image icon) or that is half drawn.
 */
async function show(
  element: HTMLElement,
  url: string,
  background: boolean,
  current: () => boolean,
) {
  const probe = new Image();
  probe.src = url;
  await probe.decode();
  // A newer load (allowConcurrentLoads) owns the element now.
  if (!current()) return;
  if (background) element.style.backgroundImage = `url(${JSON.stringify(url)})`;
  else {
    (element as HTMLImageElement).src = url;
    await (element as HTMLImageElement).decode();
  }
}

/** The size of the box an image is drawn in: itself, or its parent when cropped. */
function measure(element: HTMLElement, config: ImageConfig) {
  const parent = element.parentElement ?? element;
  const box = (config.cropMode === 'none' ? element : parent).getBoundingClientRect();
  return { width: box.width || parent.getBoundingClientRect().width, height: box.height };
}

/**
 * Lays out, plans and shows one element's image: the body of a queued load. `current` says
 * whether this load still owns the element (not released, not overtaken by a newer one).
 */
async function loadImage(
  element: HTMLElement,
  config: ImageConfig,
  shown: WeakMap<Element, LoadedImage>,
  current: () => boolean,
  onStatus?: (status: ImageLoadStatus) => void,
): Promise<ImageLoadResult> {
  if (!current()) return NOTHING;
  const box = measure(element, config);
  const { cropMode, dimensions, useBgImage } = config;
  if (config.useAdvancedPositioning && cropMode !== 'none' && dimensions && !useBgImage) {
    const layout = cropLayout(box, dimensions, config);
    element.style.position = 'absolute';
    element.style.maxWidth = 'none';
    for (const side of ['width', 'height', 'left', 'top'] as const) {
      element.style[side] = `${layout[side]}px`;
    }
  }
  const plan = planImageLoad(
    config,
    {
      displayWidth: imageDisplayWidth(config, box),
      dpr: globalThis.devicePixelRatio || 1,
      saveData: (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
    },
    shown.get(element) ?? null,
  );
  if (!plan) return NOTHING;
  const classes = element.classList;
  classes.add('loading');
  onStatus?.('loading');
  try {
    await show(element, plan.url, useBgImage, current);
    // Released, or overtaken by a newer load (allowConcurrentLoads): that one reports.
    if (!current()) return NOTHING;
    shown.set(element, { source: config.source, size: plan.size });
    if (plan.size) element.setAttribute('data-image-resolution', `${plan.size}`);
    classes.remove('loading');
    classes.add('loaded');
    onStatus?.('loaded');
    return { ok: true, ...plan };
  } catch {
    // A failed load releases its queue slot silently (spec 001 §4); a load overtaken by a
    // newer one says nothing.
    classes.remove('loading');
    if (current()) onStatus?.('error');
    return { ok: false, error: IMAGE_MESSAGES.notLoaded(plan.url) };
  }
}

/** Starts each element's load when it nears the viewport (at once without IntersectionObserver). */
function createViewportStarts(rootMargin: string) {
  let observer: IntersectionObserver | undefined;
  const nearing = new Map<Element, () => void>();
  return {
    when(element: Element, start: () => void): void {
      if (typeof IntersectionObserver === 'undefined') {
        start();
        return;
      }
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const { isIntersecting, target } of entries) {
            const begin = isIntersecting && nearing.get(target);
            if (begin) {
              observer?.unobserve(target);
              nearing.delete(target);
              begin();
            }
          }
        },
        // The document as root: its own viewport, margin included, also inside an iframe.
        { root: element.ownerDocument, rootMargin },
      );
      nearing.set(element, start);
      observer.observe(element);
    },
    /** Whether the element still waits for the viewport. */
    waiting: (element: Element): boolean => nearing.has(element),
    forget(element: Element): void {
      nearing.delete(element);
      observer?.unobserve(element);
    },
  };
}

/** An element's image settings, read from its attributes; warns once per element and set of warnings. */
function readImageConfig(
  element: Element,
  settings: ImageSettings | undefined,
  warned: WeakMap<Element, string>,
): ImageConfig {
  const { config, warnings } = parseImageConfig({
    attributes: Object.fromEntries(
      Object.values(IMAGE_ATTRIBUTES).map((name) => [name, element.getAttribute(name)]),
    ),
    parentClassName: element.parentElement?.getAttribute('class'),
    options: settings,
  });
  // Not on every resize.
  const said = `${warnings}`;
  if (warned.get(element) !== said) {
    warned.set(element, said);
    for (const warning of warnings) console.warn(warning);
  }
  return config;
}

/** Creates an image loader with its own queue and lazy-load observer. */
export function createImageLoader(options: ImageLoaderOptions = {}): ImageLoader {
  let mobile: MediaQueryList | undefined;
  const queue = createLoadQueue({
    concurrency:
      options.concurrency ??
      (() => {
        mobile ??= globalThis.matchMedia?.(MOBILE_LOAD_QUERY);
        return CONCURRENT_IMAGE_LOADS[mobile?.matches ? 'mobile' : 'desktop'];
      }),
  });
  const shown = new WeakMap<Element, LoadedImage>();
  const underWay = new Map<Element, Promise<ImageLoadResult>>();
  const warned = new WeakMap<Element, string>();
  const viewport = createViewportStarts(options.rootMargin ?? `${LAZY_LOAD_MARGIN_PX}px`);

  return {
    queue,
    load(element, settings, onStatus) {
      if (!element) return report(IMAGE_MESSAGES.noImage);
      if (typeof element.getAttribute !== 'function') {
        return report(IMAGE_MESSAGES.invalidNode(element));
      }
      const config = readImageConfig(element, settings, warned);
      // The missing source was among the warnings: only the value is left to give.
      if (!config.source) return report(IMAGE_MESSAGES.invalidSource, () => {});
      if (!config.useBgImage && element.localName !== 'img') {
        return report(IMAGE_MESSAGES.invalidElement, console.warn);
      }
      const target = element as HTMLElement;
      Object.assign(target.style, imagePositionStyle(config));
      target.toggleAttribute('data-narrow', isNarrowImage(measure(target, config).width));
      const pending = underWay.get(element);
      if (config.load === false) return pending ?? Promise.resolve(NOTHING);
      // Still waiting for the viewport is not loading yet: nothing to run beside.
      if (pending && (!options.allowConcurrentLoads || viewport.waiting(element))) return pending;
      const promise: Promise<ImageLoadResult> = new Promise<ImageLoadResult>((resolve) => {
        const current = () => underWay.get(element) === promise;
        const start = () =>
          resolve(queue.add(() => loadImage(target, config, shown, current, onStatus)));
        if (config.load === 'viewport') viewport.when(element, start);
        else start();
      }).finally(() => {
        if (underWay.get(element) === promise) underWay.delete(element);
      });
      underWay.set(element, promise);
      return promise;
    },
    release(element) {
      underWay.delete(element);
      viewport.forget(element);
    },
  };
}

let defaultLoader: ImageLoader | undefined;

/** The page's shared image loader (one queue, one observer), created on first use. */
export function getImageLoader(): ImageLoader {
  defaultLoader ??= createImageLoader();
  return defaultLoader;
}

/**
 * Loads every image under `root` (the elements with `data-src`, spec 001 §3) with `loader`, the
 * page's by default: server HTML without React. Resolves to one result per image, in document
 * order; 'No root node' (error) for no root, '… is not a valid node.' (error) for something else,
 * 'No images' (warning) when there is none. Never throws. A function of its own, not a method,
 * so that pages using the React `Image` alone do not ship it.
 */
export function loadAllImages(
  root: ParentNode | null | undefined,
  settings?: ImageSettings,
  loader: ImageLoader = getImageLoader(),
): Promise<ImageLoadResult[]> {
  if (!root) return report(IMAGE_MESSAGES.noRootNode).then(() => []);
  if (typeof root.querySelectorAll !== 'function') {
    return report(IMAGE_MESSAGES.invalidNode(root)).then(() => []);
  }
  const elements = [...root.querySelectorAll(`[${IMAGE_ATTRIBUTES.source}]`)];
  if (!elements.length) console.warn(IMAGE_MESSAGES.noImages);
  return Promise.all(elements.map((element) => loader.load(element, settings)));
}
