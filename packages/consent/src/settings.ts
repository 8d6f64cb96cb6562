export type {
  CookieBannerConfig,
  CookieBannerLayout,
  CookieBannerTexts,
} from './settings/cookie-banner-config';
export {
  type CookieBannerEditorView,
  fromCookieBannerEditorView,
  toCookieBannerEditorView,
} from './settings/cookie-banner-editor-view';
export { isEmptyRichText } from './settings/is-empty-rich-text';
export {
  DEFAULT_COOKIE_BANNER_TEXTS,
  normalizeCookieBannerSettings,
} from './settings/normalize-cookie-banner-settings';
