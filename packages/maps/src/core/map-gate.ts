import { decodeRenderKey, type RenderKeyError } from './render-key';

/** Why a map block shows its static fallback instead of the map. */
export type MapFallbackReason = 'no-key' | 'consent-refused' | 'load-failed';

/** Whether the Maps API may load for a block, and with which key. */
export type MapGate =
  | { readonly allowed: true; readonly key: string }
  | {
      readonly allowed: false;
      readonly reason: Extract<MapFallbackReason, 'no-key' | 'consent-refused'>;
      /** For 'no-key': why the render key gave none. */
      readonly keyError?: RenderKeyError;
    };

/**
 * Decides whether a map block may load the Maps API: never without a key (decoded from the
 * render key), never when third-party content is refused. A missing key wins over a refusal,
 * since the map could not show either way and a consent notice would mislead.
 */
export function mapGate(renderKey: unknown, consentAllowed: boolean): MapGate {
  const decoded = decodeRenderKey(renderKey);
  if (!decoded.ok) return { allowed: false, reason: 'no-key', keyError: decoded.error };
  if (!consentAllowed) return { allowed: false, reason: 'consent-refused' };
  return { allowed: true, key: decoded.key };
}
