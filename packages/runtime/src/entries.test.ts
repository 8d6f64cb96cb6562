import { describe, expect, it } from 'vitest';

// Every public entry loads in node without touching the DOM at import time, and exports
// what the README lists.
const ENTRIES: Record<string, string[]> = {
  lifecycle: ['createPageLifecycle', 'bindPageLifecycle', 'markScriptRun'],
  registry: [
    'defineRegistry',
    'loaderFor',
    'decodeBlockJson',
    'resolveBlockModule',
    'featuresToLoad',
  ],
  hydration: ['startHydration', 'createIdleScheduler', 'startFeatures', 'findBlockElements'],
  page: ['startPageRuntime'],
  session: [
    'createSession',
    'createPageSession',
    'logoutRedirectUrl',
    'readLogoutFlag',
    'showLogoutNoticeIfNeeded',
    'MASKED_PASSWORD_PLACEHOLDER',
  ],
  'escape-key': [
    'escapeKeyAction',
    'installEscapeKey',
    'installEscapeKeyOnDemand',
    'createEscapeKeyHandler',
    'escapeKeyContext',
    'confirmLeavePage',
    'ESCAPE_KEY_OWN_REGIONS',
    'UNSENT_INPUT_SELECTOR',
  ],
  'config-redirect': [
    'shouldRedirectToConfig',
    'configRedirectUrl',
    'upgradeUrl',
    'redirectToConfigIfNeeded',
  ],
  'site-bars': [
    'AnnouncementBar',
    'MobileInfoBar',
    'LicensedAssetsBar',
    'SiteBadge',
    'shouldShowBadge',
    'shouldShowMobileInfoBar',
  ],
  'popup-overlay': [
    'shouldShowPopupOverlay',
    'popupOverlayDecision',
    'PopupOverlay',
    'usePopupOverlay',
  ],
  'widget-rendering': [
    'WidgetEmbed',
    'createWidgetBlock',
    'widgetRenderingBody',
    'decodeWidgetBlockData',
    'parseAudioStreamingUrl',
  ],
  fonts: [
    'googleFontsStylesheetUrl',
    'typekitStylesheetUrl',
    'TypekitUnavailableError',
    'loadPageFonts',
  ],
  'site-services': [
    'commentsCountScriptUrl',
    'loadScript',
    'createSiteApi',
    'detectMobileAppContext',
    'openEditorEventsChannel',
  ],
};

describe('public entries', () => {
  for (const [entry, names] of Object.entries(ENTRIES)) {
    it(`${entry} exports ${names.join(', ')}`, async () => {
      const module = (await import(`./${entry}`)) as Record<string, unknown>;
      for (const name of names) expect(module[name], name).toBeDefined();
    });
  }

  it('the root entry re-exports every entry', async () => {
    const root = (await import('./index')) as Record<string, unknown>;
    for (const names of Object.values(ENTRIES))
      for (const name of names) expect(root[name], name).toBeDefined();
  });
});
