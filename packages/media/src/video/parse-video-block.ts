import { scanEmbedHtml } from './scan-embed-html';
import { VIDEO_MESSAGES, VIDEO_MODES } from './video-constants';
import { type VideoProvider, videoProvider } from './video-player';
import { parseAspectRatio, videoPlaceholderRatio } from './video-ratio';

/** What the embed code holds (spec 001 §3): an iframe player, an object player, or nothing usable. */
export type VideoEmbedType = 'iframe' | 'object' | 'invalid';
/** How the player fills its box (spec 001 §3). */
export type VideoMode = (typeof VIDEO_MODES)[number];

/** A video block's data as it comes from the page (`data-block-json`); anything may be missing. */
export interface VideoBlockData {
  readonly providerName?: string | null;
  /** The embed code. */
  readonly html?: string | null;
  readonly mode?: VideoMode | null;
  /** 'Auto', or a width-to-height ratio: `1.7778`, `'1.7778'`, `'16:9'`. */
  readonly aspectRatio?: number | string | null;
  readonly title?: string | null;
  readonly thumbnailUrl?: string | null;
}

/** A video block ready to render. */
export interface VideoBlock {
  readonly providerName: string;
  readonly html: string;
  readonly type: VideoEmbedType;
  /** The player's address, https (or allowed), or null for an invalid embed. */
  readonly src: string | null;
  /** The provider that takes play and pause messages, or null. */
  readonly provider: VideoProvider | null;
  readonly mode: VideoMode | null;
  /** Height in percent of the width: from the aspect ratio, else the player's size, else 56.3. */
  readonly ratio: number;
  /** The player's title: the block's, else the embed code's, else ''. */
  readonly title: string;
  readonly thumbnailUrl: string | null;
}

export interface ParseVideoBlockOptions {
  /**
   * Which player addresses may be framed (default: any https address). Addresses are read from
   * the embed code, so a site can narrow this, e.g. to {@link isKnownVideoPlayer}.
   */
  readonly allowSource?: (url: URL) => boolean;
}

const isHttps = (url: URL) => url.protocol === 'https:';

/** Whether an address is a YouTube or Vimeo player (for `allowSource`). */
export const isKnownVideoPlayer = (url: URL) =>
  isHttps(url) && videoProvider('', url.href) !== null;

// A base that no real address names: an address resolving onto it was relative.
const NOWHERE = 'https://nowhere.invalid';

/**
 * Reads a video block (spec 001 §3 "Video embed", §5, §8): the embed type and player address
 * from the embed code (an `<iframe>` with a src; an `<object>` with data or an `<embed>` with a
 * src; else invalid, as is an address that is relative or not allowed), the mode (none, fit,
 * fill or null; anything else is an error and reads as null) and the frame ratio. Never throws:
 * problems come back as console messages in `errors`.
 */
export function parseVideoBlock(
  data: VideoBlockData | null | undefined,
  { allowSource = isHttps }: ParseVideoBlockOptions = {},
): { block: VideoBlock; errors: string[] } {
  const errors: string[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const html = text(data?.html);
  let tag = scanEmbedHtml(html);
  if (tag?.tag === 'object' && !tag.attributes.data)
    tag = scanEmbedHtml(html, html.indexOf('<', 1)) ?? tag;
  const address = tag?.attributes[tag.tag === 'object' ? 'data' : 'src'];
  let src: string | null = null;
  try {
    const url = new URL(address ?? '', NOWHERE);
    if (address && url.origin !== NOWHERE && allowSource(url)) src = url.href;
  } catch {}
  if (!src) errors.push(VIDEO_MESSAGES.invalidEmbed);

  const mode = data?.mode ?? null;
  const validMode = mode === null || (VIDEO_MODES as readonly unknown[]).includes(mode);
  if (!validMode) errors.push(VIDEO_MESSAGES.invalidMode(mode));

  const aspectRatio = data?.aspectRatio;
  const size = Number(tag?.attributes.height) / Number(tag?.attributes.width);
  // A size so extreme that the height rounds to 0 % or overflows gives the default frame.
  const sizePercent = Math.round(size * 10_000) / 100;
  let ratio =
    sizePercent > 0 && Number.isFinite(sizePercent) ? sizePercent : videoPlaceholderRatio(null);
  if (aspectRatio != null) {
    ratio = videoPlaceholderRatio(aspectRatio);
    if (text(aspectRatio).toLowerCase() !== 'auto' && !parseAspectRatio(aspectRatio)) {
      errors.push(VIDEO_MESSAGES.invalidAspectRatio(aspectRatio));
    }
  }

  const providerName = text(data?.providerName);
  return {
    block: {
      providerName,
      html,
      type: src && tag ? (tag.tag === 'iframe' ? 'iframe' : 'object') : 'invalid',
      src,
      provider: src ? videoProvider(providerName, src) : null,
      mode: validMode ? mode : null,
      ratio,
      title: text(data?.title) || text(tag?.attributes.title),
      thumbnailUrl: text(data?.thumbnailUrl) || null,
    },
    errors,
  };
}
