/** How big the captcha widget is drawn. */
export type CaptchaSize = 'normal' | 'compact';

export interface CaptchaRenderOptions {
  /** The site's key, from the page context's `captchaSettings.siteKey`. */
  readonly siteKey: string;
  /** 'compact' in containers under 320 px (spec 000 §9), see `captchaSize`. */
  readonly size: CaptchaSize;
  /** Language of the widget; 'fr' on Vitrine sites. */
  readonly language: string;
  /** The visitor solved the captcha: `token` is sent as the payload's `captchaKey`. */
  readonly onSolved: (token: string) => void;
  /** The token expired: the captcha must be solved again. */
  readonly onExpired: () => void;
  /** The widget could not be loaded or failed. */
  readonly onError: () => void;
}

/** A captcha drawn in a container, as the form drives it. */
export interface CaptchaWidget {
  /** Clears the solution: the visitor solves it again (after every failure, spec 000 §4). */
  reset(): void;
  /** Removes the widget from its container. */
  destroy(): void;
}

/**
 * A captcha service behind the form: reCAPTCHA on published sites
 * (`createRecaptchaProvider`), a fake one in tests and stories (`createFakeCaptchaProvider`).
 * Nothing is loaded before `render` is first called, so a page pays for the captcha's script
 * only when a form with a captcha is on it.
 */
export interface CaptchaProvider {
  render(container: HTMLElement, options: CaptchaRenderOptions): CaptchaWidget;
}
