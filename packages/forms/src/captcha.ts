export type {
  CaptchaProvider,
  CaptchaRenderOptions,
  CaptchaSize,
  CaptchaWidget,
} from './captcha/captcha-provider';
export { captchaSize } from './captcha/captcha-size';
export {
  createFakeCaptchaProvider,
  type FakeCaptchaProvider,
  type FakeCaptchaProviderOptions,
} from './captcha/fake-captcha-provider';
export {
  createRecaptchaProvider,
  type Grecaptcha,
  RECAPTCHA_SCRIPT_URL,
  type RecaptchaProviderOptions,
} from './captcha/recaptcha-provider';
