/** The widget kind whose value names a streaming URL (spec 000 §1 "audio-streaming embed"). */
export const AUDIO_STREAMING_KIND = 'audio-streaming-embed';

/** Protocols a streaming URL may use. */
const STREAMING_PROTOCOLS: readonly string[] = ['https:', 'http:'];

/** How much of a refused URL an error message quotes. */
const QUOTED_URL_MAX = 200;

export type AudioStreamingUrlResult =
  | { readonly ok: true; readonly url: URL | undefined }
  | { readonly ok: false; readonly error: { readonly message: string } };

/**
 * The streaming URL of an audio-streaming embed's value: the value itself when it is a string,
 * else its `url` field. No URL at all is fine (the widget shows the show's page); one that is not
 * an absolute http(s) URL is an error value, which spec 000 §8 makes a console-only error.
 */
export function parseAudioStreamingUrl(value: unknown): AudioStreamingUrlResult {
  const raw =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null
        ? (value as { url?: unknown }).url
        : undefined;
  if (raw === undefined) return { ok: true, url: undefined };
  const refused = (shown: string): AudioStreamingUrlResult => ({
    ok: false,
    error: {
      message: `Unparseable audio-streaming URL: ${JSON.stringify(shown.slice(0, QUOTED_URL_MAX))}`,
    },
  });
  if (typeof raw !== 'string') return refused(String(raw));
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return refused(raw);
  }
  return STREAMING_PROTOCOLS.includes(url.protocol) ? { ok: true, url } : refused(raw);
}
