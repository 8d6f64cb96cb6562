import { describe, expect, it, vi } from 'vitest';
import { commentsCountScriptUrl } from './comments-count';
import {
  EDITOR_EVENTS_CHANNEL,
  hasAdminPermission,
  openEditorEventsChannel,
} from './editor-events-channel';
import { SOCIAL_FOLLOW_TIMEOUT_MS } from './load-script';
import { detectMobileAppContext } from './mobile-app-context';
import { createSiteApi } from './site-api';

describe('comments count provider (spec 000 §7 "Other loads")', () => {
  it('loads the count script only when a shortname is configured', () => {
    expect(commentsCountScriptUrl({ disqusShortname: 'mon-blog' })).toBe(
      'https://mon-blog.disqus.com/count.js',
    );
    expect(commentsCountScriptUrl({ disqusShortname: '' })).toBeUndefined();
    expect(commentsCountScriptUrl({ disqusShortname: null })).toBeUndefined();
    expect(
      commentsCountScriptUrl({ disqusShortname: 'x', commentsEnabled: false }),
    ).toBeUndefined();
    expect(commentsCountScriptUrl({ disqusShortname: 'evil.com/x' })).toBeUndefined();
  });
});

describe('social follow button', () => {
  it('waits 10 s for its script (spec 000 §7)', () => {
    expect(SOCIAL_FOLLOW_TIMEOUT_MS).toBe(10_000);
  });
});

describe('mobile app context (spec 000 §2)', () => {
  it('detects the iOS and Android editor bridges; code editing is not possible on Android', () => {
    expect(detectMobileAppContext({ webkit: { messageHandlers: { vitrineEditor: {} } } })).toEqual({
      platform: 'ios',
      canEditCode: true,
    });
    expect(detectMobileAppContext({ VitrineAndroidEditor: {} })).toEqual({
      platform: 'android',
      canEditCode: false,
    });
    expect(detectMobileAppContext({})).toBeUndefined();
  });
});

describe('editor events channel (spec 000 §6)', () => {
  it('is for admin-permission users only', () => {
    expect(hasAdminPermission([1, 4])).toBe(true);
    expect(hasAdminPermission([4, 10])).toBe(false);
    expect(openEditorEventsChannel([4])).toBeUndefined();
    const channel = openEditorEventsChannel([1]);
    expect(channel?.name).toBe(EDITOR_EVENTS_CHANNEL);
    channel?.close();
  });
});

describe('site API (spec 000 §7)', () => {
  it('calls the multilingual and header/footer paths through the data layer', async () => {
    const get = vi.fn(async (_path: string) => ({ ok: true as const, status: 200, data: {} }));
    const put = vi.fn(async () => ({ ok: true as const, status: 200, data: {} }));
    const api = createSiteApi({ get, put } as never);
    await api.multilingualSettings();
    await api.multilingualStatus();
    await api.siteHeaderFooter();
    await api.saveSiteHeaderFooter({ header: 'h', footer: 'f' });
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/api/multilingual/settings',
      '/api/multilingual/status',
      '/api/site-header-footer',
    ]);
    expect(put).toHaveBeenCalledWith('/api/site-header-footer', {
      json: true,
      body: { header: 'h', footer: 'f' },
    });
  });
});
