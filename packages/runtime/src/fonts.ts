export {
  GOOGLE_FONTS_CSS_URL,
  googleFontsStylesheetUrl,
  TYPEKIT_CSS_BASE_URL,
  TYPEKIT_UNAVAILABLE_MESSAGE,
  TypekitUnavailableError,
  typekitStylesheetUrl,
} from './fonts/font-urls';
export { type FontsContext, loadPageFonts } from './fonts/load-fonts';
export { loadStylesheet } from './fonts/load-stylesheet';
