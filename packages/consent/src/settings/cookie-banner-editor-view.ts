import type { CookieBannerConfig } from './cookie-banner-config';

/**
 * Cookie banner settings as the editor shows them (spec 000 §3): the server's fields plus two
 * toggles worded for site owners. `isActivityLogEnabled` is the inverse of
 * `isVisitorDataRestricted`; `isAnalyticsCookiesDisabled` is the restrictive-policy flag.
 */
export type CookieBannerEditorView = CookieBannerConfig & {
  readonly isActivityLogEnabled: boolean;
  readonly isAnalyticsCookiesDisabled: boolean;
};

/** The editor view of normalised settings (spec 000 §3). */
export function toCookieBannerEditorView(config: CookieBannerConfig): CookieBannerEditorView {
  return {
    ...config,
    isActivityLogEnabled: !config.isVisitorDataRestricted,
    isAnalyticsCookiesDisabled: config.isRestrictiveCookiePolicyEnabled,
  };
}

/**
 * The settings to send back to the server from an edited view: the editor's two toggles win
 * over the fields they stand for, and the view-only fields are left out.
 */
export function fromCookieBannerEditorView(view: CookieBannerEditorView): CookieBannerConfig {
  const { isActivityLogEnabled, isAnalyticsCookiesDisabled, ...config } = view;
  return {
    ...config,
    isVisitorDataRestricted: !isActivityLogEnabled,
    isRestrictiveCookiePolicyEnabled: isAnalyticsCookiesDisabled,
  };
}
