import type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './captcha-provider';

export interface FakeCaptchaProviderOptions {
  /** The checkbox's label; the page's language is the caller's (stories pass French). */
  readonly label?: string;
  /** The token given when the box is checked. */
  readonly token?: string;
  /** Fail to load, as a blocked captcha script would. */
  readonly failToLoad?: boolean;
}

/** A fake provider with the widgets it rendered, so tests can solve or inspect them. */
export interface FakeCaptchaProvider extends CaptchaProvider {
  /** Every render call, in order, with the options the form gave. */
  readonly renders: CaptchaRenderOptions[];
  /** How many times a widget was reset. */
  readonly resets: number;
}

/**
 * A captcha for tests and stories: a real checkbox drawn in the container (no network). Checking
 * it solves the captcha with `token`, unchecking it expires the token; `reset` unchecks it.
 */
export function createFakeCaptchaProvider(
  options: FakeCaptchaProviderOptions = {},
): FakeCaptchaProvider {
  const renders: CaptchaRenderOptions[] = [];
  let resets = 0;
  return {
    renders,
    get resets() {
      return resets;
    },
    render(container: HTMLElement, render: CaptchaRenderOptions): CaptchaWidget {
      renders.push(render);
      if (options.failToLoad) {
        queueMicrotask(render.onError);
        return { reset() {}, destroy() {} };
      }
      const label = document.createElement('label');
      label.dataset.captchaSize = render.size;
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () =>
        box.checked ? render.onSolved(options.token ?? 'fake-captcha-token') : render.onExpired(),
      );
      label.append(box, ` ${options.label ?? 'I am not a robot'}`);
      container.append(label);
      return {
        reset() {
          resets += 1;
          box.checked = false;
        },
        destroy() {
          label.remove();
        },
      };
    },
  };
}
