export { commentsCountScriptUrl } from './site-services/comments-count';
export {
  EDITOR_EVENTS_CHANNEL,
  hasAdminPermission,
  openEditorEventsChannel,
} from './site-services/editor-events-channel';
export {
  loadScript,
  loadSocialFollowButton,
  SOCIAL_FOLLOW_TIMEOUT_MS,
} from './site-services/load-script';
export {
  ANDROID_EDITOR_BRIDGE,
  detectMobileAppContext,
  IOS_EDITOR_BRIDGE,
  type MobileAppContext,
  type MobileAppPlatform,
} from './site-services/mobile-app-context';
export {
  createSiteApi,
  MULTILINGUAL_LANGUAGES_PATH,
  MULTILINGUAL_SETTINGS_PATH,
  MULTILINGUAL_STATUS_PATH,
  SITE_HEADER_FOOTER_PATH,
  type SiteApi,
  type SiteHeaderFooter,
} from './site-services/site-api';
export { connectSystemErrorPanelOnDemand } from './site-services/system-error-on-demand';
