import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PRICING_OPTION,
  memberPricingView,
  otherPricingOption,
  readPricingOption,
} from './member-pricing-state';

const prices = { member: 900, regular: 1200 };

describe('member pricing toggle (spec 000 §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('presses the regular option, shows the regular price and hides the join button by default', () => {
    expect(DEFAULT_PRICING_OPTION).toBe('regular');
    expect(memberPricingView(DEFAULT_PRICING_OPTION, prices)).toEqual({
      pressed: { member: false, regular: true },
      price: 1200,
      joinVisible: false,
    });
  });

  it('swaps the pressed state, the displayed price and the join button together', () => {
    const swapped = otherPricingOption(DEFAULT_PRICING_OPTION);
    expect(swapped).toBe('member');
    expect(memberPricingView(swapped, prices)).toEqual({
      pressed: { member: true, regular: false },
      price: 900,
      joinVisible: true,
    });
    expect(otherPricingOption(swapped)).toBe('regular');
  });

  it('reads options from block JSON, warning on anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPricingOption('member')).toBe('member');
    expect(readPricingOption(undefined)).toBe('regular');
    expect(readPricingOption('gold')).toBe('regular');
    expect(warn).toHaveBeenCalledOnce();
  });
});
