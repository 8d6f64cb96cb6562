import type { BlockKind } from '@vitrine/core-data/enums';
import type { ComponentType } from 'react';

/** A decoder's answer: the block's data, or an error value (never a throw). */
export type DecodeResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly message: string } };

/** What a hydrated block component receives. */
export interface BlockProps<T> {
  /** The decoded `data-block-json`. */
  readonly data: T;
  readonly kind: BlockKind;
  /** The block's element (the React root's container). */
  readonly element: HTMLElement;
}

/**
 * A block's code, as its loader resolves it: the decoder of its `data-block-json` (a core-data
 * `parseX` fits) and the component that renders the same markup as the server.
 */
export interface BlockModule<T = unknown> {
  readonly decode: (input: unknown) => DecodeResult<T>;
  readonly Component: ComponentType<BlockProps<T>>;
}

/** A lazy loader, `() => import('@vitrine/gallery/block')`; a module's `default` export works too. */
/** A block module of any data type: each module's decode and Component agree with each other. */
// biome-ignore lint/suspicious/noExplicitAny: props are contravariant, so `unknown` would refuse every typed module
export type AnyBlockModule = BlockModule<any>;

export type BlockLoader = () => Promise<AnyBlockModule | { readonly default: AnyBlockModule }>;

/** When a block hydrates: see {@link RuntimeRegistry.hydrateOn}. */
export type HydrationTrigger = 'visible' | 'viewport' | 'interaction';

/** Features loaded on demand, spec 000 §1. */
export type FeatureName = 'cart' | 'product-reviews' | 'share-button' | 'search-preview';

/** What a feature is started with. */
export interface FeatureContext {
  readonly root: ParentNode;
  readonly pageType: number | undefined;
  readonly report: ErrorReporter;
}

/** A feature's code: `start` returns an optional cleanup. */
export interface FeatureModule {
  /** Starts the feature; may return a cleanup function. */
  readonly start: (context: FeatureContext) => unknown;
}

export type FeatureLoader = () => Promise<FeatureModule | { readonly default: FeatureModule }>;

/**
 * The app's registry: one lazy loader per block kind that has behaviour (a kind without a loader
 * ships no JavaScript and stays as server HTML), and the on-demand features.
 */
export interface RuntimeRegistry {
  readonly blocks: Partial<Record<BlockKind, BlockLoader>>;
  /**
   * When a kind hydrates: `visible` (the default: near the viewport, or when the browser is
   * idle), `viewport` (near the viewport only, never while idle: for blocks whose hydration
   * creates costly things the visitor sees only when they scroll to them, such as a third-party
   * frame or a media player) or `interaction` (the visitor's first focus, pointer, key or input inside it; a
   * submit before then is held and sent by the hydrated block). A form works as server HTML
   * until then, so its code loads only for the visitors who use it. A function decides
   * per block (e.g. a form with a saved draft hydrates at once, to show it).
   */
  readonly hydrateOn?: Partial<
    Record<BlockKind, HydrationTrigger | ((element: HTMLElement) => HydrationTrigger)>
  >;
  readonly features?: Partial<Record<FeatureName, FeatureLoader>>;
}

/** The injected error reporter (e.g. the telemetry package's). */
export type ErrorReporter = (error: unknown, context: Readonly<Record<string, unknown>>) => void;
