/** The markup contract of a block: `<div data-block-kind="gallery" data-block-json='{…}'>server html</div>`. */
export const BLOCK_SELECTOR = '[data-block-kind][data-block-json]';
/** Where the runtime writes each block's state, so styles and tests need no JavaScript. */
export const HYDRATION_STATE_ATTRIBUTE = 'data-hydration';
/**
 * Set to `interaction` on a block that waits for the visitor's first interaction (its state stays
 * `pending` until then): tests and styles can tell it from a block waiting for the viewport.
 */
export const HYDRATE_ON_ATTRIBUTE = 'data-hydrate-on';
/**
 * The React `identifierPrefix` the server rendered the block with (`useId` values), so that two
 * blocks of a page never share an id: each block is its own root, and every root counts its ids
 * from the same start. The block hydrates with the same prefix; without the attribute, none.
 */
export const ID_PREFIX_ATTRIBUTE = 'data-id-prefix';

/**
 * A block's hydration state: `static` (no loader: no JavaScript), `pending` (waiting for the
 * viewport or idle time), `loading`, `hydrating`, `hydrated`, `failed` (left as server HTML).
 */
export type BlockHydrationState =
  | 'static'
  | 'pending'
  | 'loading'
  | 'hydrating'
  | 'hydrated'
  | 'failed';

/** The blocks of `root` in document order. */
export function findBlockElements(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)];
}

export function readHydrationState(element: Element): BlockHydrationState | undefined {
  return (element.getAttribute(HYDRATION_STATE_ATTRIBUTE) ?? undefined) as
    | BlockHydrationState
    | undefined;
}

export function writeHydrationState(element: Element, state: BlockHydrationState): void {
  element.setAttribute(HYDRATION_STATE_ATTRIBUTE, state);
}
