/**
 * The attribute a form block's `<form>` carries while it holds input the visitor has not sent:
 * anything entered (or restored from a draft), until the submission succeeds.
 */
export const UNSENT_INPUT_ATTRIBUTE = 'data-unsent-input';

/**
 * Whether a form under `root` holds input the visitor has not sent, so that leaving the page
 * (the Escape key's navigation, for one) would lose it. The forms write the attribute only while
 * it holds; `data-unsent-input="false"`, as other code may write it, does not count.
 */
export function hasUnsentInput(root: ParentNode = document): boolean {
  return (
    root.querySelector(`[${UNSENT_INPUT_ATTRIBUTE}]:not([${UNSENT_INPUT_ATTRIBUTE}="false"])`) !==
    null
  );
}
