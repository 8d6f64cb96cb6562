import { describe, expect, it } from 'vitest';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from './cookie-banner';

describe('cookie banner enumerations (spec 000 §3 "Cookie banner settings")', () => {
  it('CTA variants are TEXT, BUTTON and ICON', () => {
    expect(Object.entries(CookieBannerCtaVariant)).toEqual([
      ['TEXT', 'TEXT'],
      ['BUTTON', 'BUTTON'],
      ['ICON', 'ICON'],
    ]);
    expect(CookieBannerCtaVariant.keyOf('ICON')).toBe('ICON');
  });

  it('themes are LIGHT and DARK', () => {
    expect(Object.entries(CookieBannerTheme)).toEqual([
      ['LIGHT', 'LIGHT'],
      ['DARK', 'DARK'],
    ]);
    expect(CookieBannerTheme.is('light')).toBe(false);
  });

  it('variants are BAR and POPUP', () => {
    expect(Object.entries(CookieBannerVariant)).toEqual([
      ['BAR', 'BAR'],
      ['POPUP', 'POPUP'],
    ]);
  });

  it('accept types are OPT_IN and OPT_IN_AND_OUT', () => {
    expect(Object.entries(CookieBannerAcceptType)).toEqual([
      ['OPT_IN', 'OPT_IN'],
      ['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'],
    ]);
  });

  it('bar positions are TOP and BOTTOM', () => {
    expect(Object.entries(CookieBannerBarPosition)).toEqual([
      ['TOP', 'TOP'],
      ['BOTTOM', 'BOTTOM'],
    ]);
    expect(CookieBannerBarPosition.is('TOP_LEFT')).toBe(false);
  });

  it('popup positions are the four corners', () => {
    expect(Object.entries(CookieBannerPopupPosition)).toEqual([
      ['TOP_LEFT', 'TOP_LEFT'],
      ['TOP_RIGHT', 'TOP_RIGHT'],
      ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
      ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ]);
    expect(CookieBannerPopupPosition.keyOf('BOTTOM_RIGHT')).toBe('BOTTOM_RIGHT');
    expect(CookieBannerPopupPosition.is('TOP')).toBe(false);
  });
});
