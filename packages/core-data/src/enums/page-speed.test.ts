import { describe, expect, it } from 'vitest';
import { PageSpeedDeliveryType, PageSpeedEventKind, PageSpeedRolloutFlag } from './page-speed';

describe('page-speed enumerations (spec 001 §3, §4, §7)', () => {
  it('rollout flags are rum, app-specific, track-page-speed and track-user-timing', () => {
    expect(Object.entries(PageSpeedRolloutFlag)).toEqual([
      ['RUM', 'rum'],
      ['APP_SPECIFIC', 'app-specific'],
      ['TRACK_PAGE_SPEED', 'track-page-speed'],
      ['TRACK_USER_TIMING', 'track-user-timing'],
    ]);
    expect(PageSpeedRolloutFlag.keyOf('track-user-timing')).toBe('TRACK_USER_TIMING');
  });

  it('event kinds are page_speed and user', () => {
    expect(Object.entries(PageSpeedEventKind)).toEqual([
      ['PAGE_SPEED', 'page_speed'],
      ['USER', 'user'],
    ]);
    expect(PageSpeedEventKind.keyOf('page_speed')).toBe('PAGE_SPEED');
  });

  it('delivery types are beacon and xhr', () => {
    expect(Object.entries(PageSpeedDeliveryType)).toEqual([
      ['BEACON', 'beacon'],
      ['XHR', 'xhr'],
    ]);
  });
});
