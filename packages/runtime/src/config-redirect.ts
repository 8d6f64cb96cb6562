export {
  PREVIEW_EXPANDED_COOKIE,
  redirectToConfigIfNeeded,
} from './config-redirect/redirect-to-config';
export {
  CONFIG_PATH,
  type ConfigRedirectContext,
  type ConfigRedirectEnv,
  configRedirectUrl,
  hasNoRedirectFlag,
  isLocalHost,
  isViewerOnly,
  NO_REDIRECT_FLAG,
  PAID_PLAN_CHANGE_PATH,
  shouldRedirectToConfig,
  siteRolesOf,
  TRIAL_UPGRADE_PATH,
  upgradeUrl,
} from './config-redirect/should-redirect-to-config';
