/** The players that are controlled by cross-window messages (spec 001 §7). */
export type VideoProvider = 'youtube' | 'vimeo';

/** Where YouTube and Vimeo players listen for messages. */
export const PLAYER_ORIGINS = {
  youtube: 'https://www.youtube.com',
  vimeo: 'https://player.vimeo.com',
} as const satisfies Record<VideoProvider, string>;

const PROVIDER_HOSTS: Record<VideoProvider, RegExp> = {
  youtube: /(^|\.)(youtube(-nocookie)?\.com|youtu\.be)$/,
  vimeo: /(^|\.)vimeo\.com$/,
};

/**
 * The provider whose player takes messages: from the block's provider name ('YouTube',
 * 'Vimeo'), else from the host of the player address; null for any other.
 */
export function videoProvider(providerName: string, src: string | null): VideoProvider | null {
  const name = providerName.trim().toLowerCase();
  if (name === 'youtube' || name === 'vimeo') return name;
  const host = src ? new URL(src).hostname : '';
  return (
    (Object.keys(PROVIDER_HOSTS) as VideoProvider[]).find((key) =>
      PROVIDER_HOSTS[key].test(host),
    ) ?? null
  );
}

/** YouTube's privacy-enhanced player host: no cookies until the visitor plays. */
export const YOUTUBE_PRIVACY_HOST = 'www.youtube-nocookie.com';
const YOUTUBE_HOST = /(^|\.)youtube(-nocookie)?\.com$/;

/**
 * The address to load when the visitor presses play: `autoplay=1` (the press is the visitor's
 * request to play), and `enablejsapi=1` for YouTube so that it takes messages. Until tracking is
 * allowed (`tracking` false, the default) the providers' privacy-enhanced players are used:
 * YouTube from www.youtube-nocookie.com, Vimeo with `dnt=1`; once it is, their usual ones.
 */
export function videoPlayerUrl(
  src: string,
  provider: VideoProvider | null,
  tracking = false,
): string {
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  if (provider === 'youtube') {
    url.searchParams.set('enablejsapi', '1');
    if (YOUTUBE_HOST.test(url.hostname)) {
      url.hostname = tracking ? 'www.youtube.com' : YOUTUBE_PRIVACY_HOST;
    }
  }
  if (provider === 'vimeo' && PROVIDER_HOSTS.vimeo.test(url.hostname)) {
    if (tracking) url.searchParams.delete('dnt');
    else url.searchParams.set('dnt', '1');
  }
  return url.href;
}

/** A message for a player and the origin it must be posted to. */
export interface PlayerMessage {
  readonly message: string;
  readonly targetOrigin: string;
}

/**
 * The message that plays or pauses a player: YouTube's `{"event":"command","func":"pauseVideo",
 * "args":""}` for https://www.youtube.com (or the privacy-enhanced host the player was loaded
 * from), Vimeo's `{"method":"pause"}` for https://player.vimeo.com (spec 001 §7).
 */
export function videoPlayerMessage(
  provider: VideoProvider,
  command: 'play' | 'pause',
  /** The player's address: its origin is where the message goes (the privacy-enhanced host too). */
  playerUrl?: string,
): PlayerMessage {
  const loadedFrom = playerUrl ? new URL(playerUrl) : null;
  const origin =
    loadedFrom && PROVIDER_HOSTS[provider].test(loadedFrom.hostname)
      ? loadedFrom.origin
      : PLAYER_ORIGINS[provider];
  return {
    message: JSON.stringify(
      provider === 'youtube'
        ? { event: 'command', func: `${command}Video`, args: '' }
        : { method: command },
    ),
    targetOrigin: origin,
  };
}
