import { describe, expect, it } from 'vitest';
import { LIMITS, MEGABYTE } from './limits';

describe('LIMITS (spec 000 section 9, spec 001 section 9)', () => {
  it('collection and content limits', () => {
    expect(LIMITS.content).toEqual({
      blocksPerLayout: 60,
      albumTracks: 60,
      userOrderableCollectionItems: 250,
      productsPerCollection: 200,
      nestedCategories: 10000,
      tagLength: 50,
      categoryLength: 25,
      photoGalleryCount: 20,
      photoGallerySize: 50,
    });
  });

  it('commerce: price max 100,000,000 cents, SKU max 60, cart quantity caps at 100', () => {
    expect(LIMITS.commerce).toEqual({
      productPriceMaxCents: 100_000_000,
      skuMaxLength: 60,
      cartQuantityDisplayCap: 100,
    });
  });

  it('email length 3 to 256', () => {
    expect(LIMITS.email).toEqual({ minLength: 3, maxLength: 256 });
  });

  it('one megabyte is 1,000,000 bytes; default slider aspect ratio 50', () => {
    expect(MEGABYTE).toBe(1_000_000);
    expect(LIMITS.megabyte).toBe(1_000_000);
    expect(LIMITS.media.defaultSliderAspectRatio).toBe(50);
  });

  it('query parsing limit 1000 keys; managed dialog base z-index 30000', () => {
    expect(LIMITS.query.maxKeys).toBe(1000);
    expect(LIMITS.dialog.baseZIndex).toBe(30000);
  });

  it('idle callback fallback: 50 ms slice, 100 ms timeout', () => {
    expect(LIMITS.idleCallback).toEqual({ fallbackSliceMs: 50, fallbackTimeoutMs: 100 });
  });

  it('cookies: choice 30 days, ss_cvr 2 years, ss_cvt 30 minutes, analytics 390 days', () => {
    expect(LIMITS.cookies).toEqual({
      choiceLifetimeDays: 30,
      ssCvrLifetimeYears: 2,
      ssCvtLifetimeMinutes: 30,
      analyticsLifetimeDays: 390,
    });
  });

  it('error reporter: 20 sends, queue cap 10, stack 5000 characters, debounce 1 s', () => {
    expect(LIMITS.errorReporter).toEqual({
      maxSendsPerPage: 20,
      queueCap: 10,
      stackMaxLength: 5000,
      debounceMs: 1000,
    });
  });

  it('logger flush 30 s; census timeout 2500 ms', () => {
    expect(LIMITS.logger.flushIntervalMs).toBe(30_000);
    expect(LIMITS.census.timeoutMs).toBe(2500);
  });

  it('telemetry: settings timeout 30 s, records flush 30 s, metric wait 60 s', () => {
    expect(LIMITS.telemetry).toEqual({
      settingsTimeoutMs: 30_000,
      recordsFlushMs: 30_000,
      metricWaitTimeoutMs: 60_000,
    });
  });

  it('animation: intersection ratio 0.5, thresholds 0, 0.1, 0.25, 0.5, 1, tween 300 ms', () => {
    expect(LIMITS.animation).toEqual({
      intersectionRatio: 0.5,
      visibilityThresholds: [0, 0.1, 0.25, 0.5, 1],
      tweenDurationMs: 300,
    });
  });

  it('timings: resize 100 ms, emitter 300 ms, scroll end 300 ms, autocomplete retry 100 ms, 22 samples', () => {
    expect(LIMITS.timing).toEqual({
      resizeDebounceMs: 100,
      emitterDebounceMs: 300,
      scrollEndMs: 300,
      autocompleteRetryMs: 100,
      throttleSamples: 22,
    });
  });

  it('scroll-into-view offset 30 px; text shrink minimum 11 px', () => {
    expect(LIMITS.scroll.intoViewOffsetPx).toBe(30);
    expect(LIMITS.text.shrinkMinFontPx).toBe(11);
  });

  it('map: update debounce 60 ms, script timeout 30000 ms', () => {
    expect(LIMITS.map).toEqual({ optionUpdateDebounceMs: 60, scriptTimeoutMs: 30_000 });
  });

  it('has exactly these groups', () => {
    expect(Object.keys(LIMITS).sort()).toEqual(
      [
        'animation',
        'census',
        'commerce',
        'content',
        'cookies',
        'dialog',
        'email',
        'errorReporter',
        'idleCallback',
        'logger',
        'map',
        'media',
        'megabyte',
        'query',
        'scroll',
        'telemetry',
        'text',
        'timing',
      ].sort(),
    );
  });
});
