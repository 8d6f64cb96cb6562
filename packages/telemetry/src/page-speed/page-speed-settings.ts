import type { LIMITS } from '@vitrine/core-data/constants';
import type { PageSpeedRolloutFlag } from '@vitrine/core-data/enums';
import type { BeaconQueue } from '../beacon-queue/create-beacon-queue';

/** The settings call gives up after 30 s (spec 001 §7, §9). */
export const PAGE_SPEED_SETTINGS_TIMEOUT_MS: typeof LIMITS.telemetry.settingsTimeoutMs = 30_000;
/** The settings endpoint (spec 001 §7). */
export const PAGE_SPEED_SETTINGS_PATH = '/api/1/performance/settings';
/** Error of a settings call that timed out (spec 001 §8). */
export const SETTINGS_TIMEOUT_MESSAGE = 'Metric settings request timeout';
/** Error of a settings answer without a page-load id; reporting stops (spec 001 §8). */
export const NO_PAGE_LOAD_ID_MESSAGE = 'Unable to resolve pageLoadId';

/** What reporting may do on this page load (spec 001 §4 "Page-speed reporting"). */
export interface PageSpeedSettings {
  pageLoadId: string;
  /** `rum` and the app-specific flag are both on: reporting may start. */
  enabled: boolean;
  /** `track-page-speed`: send the page-speed record. */
  trackPageSpeed: boolean;
  /** `track-user-timing`: send user-timing events. */
  trackUserTiming: boolean;
}

/**
 * Reads the settings answer: `{ pageLoadId: string, flags: { [flag]: true } }` (a flag is on only
 * when it is `true`). Anything else in it is ignored.
 */
export function readPageSpeedSettings(answer: unknown): PageSpeedSettings | undefined {
  const { pageLoadId, flags } = (answer ?? {}) as { pageLoadId?: unknown; flags?: unknown };
  if (!pageLoadId || typeof pageLoadId !== 'string') return undefined;
  const on = (flag: PageSpeedRolloutFlag) =>
    (flags as Record<string, unknown> | null | undefined)?.[flag] === true;
  return {
    pageLoadId,
    enabled: on('rum') && on('app-specific'),
    trackPageSpeed: on('track-page-speed'),
    trackUserTiming: on('track-user-timing'),
  };
}

/**
 * GETs the page-speed settings with the 30 s timeout. Resolves the settings, or an Error with the
 * spec's message: a timeout, or any other failure to get a page-load id. Never rejects.
 */
export async function fetchPageSpeedSettings(
  queue: BeaconQueue,
  url: string = PAGE_SPEED_SETTINGS_PATH,
): Promise<PageSpeedSettings | Error> {
  const delivery = await queue.send({
    url,
    method: 'GET',
    timeoutMs: PAGE_SPEED_SETTINGS_TIMEOUT_MS,
  });
  if (!delivery.ok && delivery.error === 'timeout') return new Error(SETTINGS_TIMEOUT_MESSAGE);
  const answer: unknown =
    delivery.ok && delivery.via === 'fetch'
      ? await delivery.response.json().catch(() => undefined)
      : undefined;
  return readPageSpeedSettings(answer) ?? new Error(NO_PAGE_LOAD_ID_MESSAGE);
}
