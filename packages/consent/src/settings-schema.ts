export { readCookieBannerSettings } from './settings/read-cookie-banner-settings';
