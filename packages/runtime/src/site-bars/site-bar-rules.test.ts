import { describe, expect, it } from 'vitest';
import {
  shouldShowAnnouncementBar,
  shouldShowBadge,
  shouldShowLicensedAssetsBar,
  shouldShowMobileInfoBar,
} from './site-bar-rules';

describe('site bars (spec 000 §4 "Other visitor-facing bars and widgets")', () => {
  it('announcement bar: signed-in accounts only, when the page asks for it', () => {
    expect(shouldShowAnnouncementBar({ authenticatedAccount: {}, showAnnouncementBar: true })).toBe(
      true,
    );
    expect(
      shouldShowAnnouncementBar({ authenticatedAccount: null, showAnnouncementBar: true }),
    ).toBe(false);
    expect(
      shouldShowAnnouncementBar({ authenticatedAccount: {}, showAnnouncementBar: false }),
    ).toBe(false);
  });

  it('mobile info bar: mobile, width up to 1024 (§9), style other than none', () => {
    expect(shouldShowMobileInfoBar({ isMobile: true, width: 1024, style: 'bar' })).toBe(true);
    expect(shouldShowMobileInfoBar({ isMobile: true, width: 1025, style: 'bar' })).toBe(false);
    expect(shouldShowMobileInfoBar({ isMobile: false, width: 400, style: 'bar' })).toBe(false);
    expect(shouldShowMobileInfoBar({ isMobile: true, width: 400, style: 'none' })).toBe(false);
    expect(shouldShowMobileInfoBar({ isMobile: true, width: 400, style: null })).toBe(false);
  });

  it('licensed-assets bar: when preview licensed images exist', () => {
    expect(shouldShowLicensedAssetsBar(2)).toBe(true);
    expect(shouldShowLicensedAssetsBar(0)).toBe(false);
  });

  it('badge: shown unless template 7.1 and badge type none', () => {
    expect(shouldShowBadge('7.1', 'none')).toBe(false);
    expect(shouldShowBadge(7.1, 'none')).toBe(false);
    expect(shouldShowBadge('7.1', 'light')).toBe(true);
    expect(shouldShowBadge('7', 'none')).toBe(true);
    expect(shouldShowBadge('8', undefined)).toBe(true);
    expect(shouldShowBadge(8, 'none')).toBe(true);
    expect(shouldShowBadge('7.1', undefined)).toBe(true);
  });
});
