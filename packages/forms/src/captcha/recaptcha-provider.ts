import type { CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './captcha-provider';

/** The part of Google's `grecaptcha` global the provider uses (reCAPTCHA v2, explicit render). */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'normal' | 'compact';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

export interface RecaptchaProviderOptions {
  /** The script's address; `{onload}` and `{language}` are filled in. */
  readonly scriptUrl?: string;
  /** Loads the API; by default a `<script>` element is added to the page, once per page. */
  readonly loadScript?: (language: string) => Promise<Grecaptcha>;
}

export const RECAPTCHA_SCRIPT_URL =
  'https://www.google.com/recaptcha/api.js?onload={onload}&render=explicit&hl={language}';
const ONLOAD = '__vitrineRecaptchaLoaded';

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; [ONLOAD]?: () => void };

let loading: Promise<Grecaptcha> | undefined;

/** Adds the reCAPTCHA script to the page the first time it is asked for, and only then. */
function loadRecaptchaScript(scriptUrl: string, language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const page = window as RecaptchaWindow;
    page[ONLOAD] = () =>
      page.grecaptcha ? resolve(page.grecaptcha) : reject(new Error('grecaptcha'));
    const script = document.createElement('script');
    script.src = scriptUrl
      .replace('{onload}', ONLOAD)
      .replace('{language}', encodeURIComponent(language));
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined; // a later form may try again
      reject(new Error(`Could not load ${script.src}`));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The reCAPTCHA v2 provider (spec 000 §7 "Other loads": a captcha). The script is added to the
 * page when the first captcha is rendered, never at import, and at most once per page.
 */
export function createRecaptchaProvider(options: RecaptchaProviderOptions = {}): CaptchaProvider {
  const load =
    options.loadScript ??
    ((language: string) =>
      loadRecaptchaScript(options.scriptUrl ?? RECAPTCHA_SCRIPT_URL, language));
  return {
    render(container: HTMLElement, render: CaptchaRenderOptions): CaptchaWidget {
      let api: Grecaptcha | undefined;
      let widgetId: number | undefined;
      let destroyed = false;
      load(render.language).then(
        (grecaptcha) => {
          if (destroyed) return;
          api = grecaptcha;
          widgetId = grecaptcha.render(container, {
            sitekey: render.siteKey,
            size: render.size,
            callback: render.onSolved,
            'expired-callback': render.onExpired,
            'error-callback': render.onError,
          });
        },
        () => {
          if (!destroyed) render.onError();
        },
      );
      return {
        reset: () => {
          if (api && widgetId !== undefined) api.reset(widgetId);
        },
        destroy: () => {
          destroyed = true;
          container.replaceChildren();
        },
      };
    },
  };
}
