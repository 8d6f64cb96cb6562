import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';

describe('BREAKPOINTS (spec 000 section 9, spec 001 section 9)', () => {
  it('phone up to 926; tablet up to 1024 and 1366; desktop 800 and 1024', () => {
    expect(BREAKPOINTS.phoneMax).toBe(926);
    expect(BREAKPOINTS.tabletMax).toBe(1024);
    expect(BREAKPOINTS.tabletLargeMax).toBe(1366);
    expect(BREAKPOINTS.desktopMin).toBe(800);
    expect(BREAKPOINTS.desktopLargeMin).toBe(1024);
  });

  it('editor: mobile up to 432, desktop from 433, so tablet never matches', () => {
    expect(BREAKPOINTS.editorMobileMax).toBe(432);
    expect(BREAKPOINTS.editorDesktopMin).toBe(433);
    expect(BREAKPOINTS.editorDesktopMin).toBe(BREAKPOINTS.editorMobileMax + 1);
  });

  it('widget thresholds', () => {
    expect(BREAKPOINTS.mobileInfoBarMax).toBe(1024);
    expect(BREAKPOINTS.narrowImageBelow).toBe(415);
    expect(BREAKPOINTS.newsletterSmallBelow).toBe(320);
    expect(BREAKPOINTS.captchaCompactBelow).toBe(320);
    expect(BREAKPOINTS.wideReservationAbove).toBe(850);
    expect(BREAKPOINTS.bookingColumnMax).toBe(750);
  });

  it('holds nothing else', () => {
    expect(BREAKPOINTS).toEqual({
      phoneMax: 926,
      tabletMax: 1024,
      tabletLargeMax: 1366,
      desktopMin: 800,
      desktopLargeMin: 1024,
      editorMobileMax: 432,
      editorDesktopMin: 433,
      mobileInfoBarMax: 1024,
      narrowImageBelow: 415,
      newsletterSmallBelow: 320,
      captchaCompactBelow: 320,
      wideReservationAbove: 850,
      bookingColumnMax: 750,
    });
  });
});
