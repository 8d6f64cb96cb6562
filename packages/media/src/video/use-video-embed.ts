'use client';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ParseVideoBlockOptions,
  parseVideoBlock,
  type VideoBlock,
  type VideoBlockData,
} from './parse-video-block';
import { videoPlayerMessage } from './video-player';
import { getVideoRegistry, type VideoPlayer, type VideoRegistry } from './video-registry';

export interface UseVideoEmbedOptions extends ParseVideoBlockOptions {
  /** Where "only one video plays" is kept (default: the page's, {@link getVideoRegistry}). */
  readonly registry?: VideoRegistry;
}

/** The overlay with its play button, the video playing, or the invalid-embed message. */
export type VideoEmbedState = 'overlay' | 'playing' | 'invalid';

export interface VideoEmbedControls {
  readonly block: VideoBlock;
  readonly state: VideoEmbedState;
  /** Whether the player is in the page (from the first play on, while it can be resumed). */
  readonly mounted: boolean;
  /** Swaps the overlay for the video; any other video returns to its overlay. */
  play(): void;
  /** Pauses the video and shows the overlay again. */
  stop(): void;
  /** For the player element, which play and pause messages are posted to. */
  readonly frameRef: RefObject<HTMLIFrameElement | HTMLObjectElement | null>;
}

/**
 * Provides the behaviour of a video embed (spec 001 §4 "Video"): the overlay until play, then the
 * player, loaded with autoplay and focused; only one video of the registry plays, the others
 * are paused by message (YouTube, Vimeo) or unloaded (other players) and return to their
 * overlay. Logs the block's errors, 'Invalid video embed' among them (spec 001 §8).
 */
export function useVideoEmbed(
  data: VideoBlockData | null | undefined,
  { registry, allowSource }: UseVideoEmbedOptions = {},
): VideoEmbedControls {
  const { block, errors } = useMemo(
    () => parseVideoBlock(data, { allowSource }),
    [data, allowSource],
  );
  const report = errors.join('\n');
  useEffect(() => {
    if (report) for (const error of report.split('\n')) console.error(error);
  }, [report]);

  const videos = registry ?? getVideoRegistry();
  const [playing, setPlaying] = useState(false);
  const [mounted, setMounted] = useState(false);
  const frameRef = useRef<HTMLIFrameElement | HTMLObjectElement>(null);
  const focusPlayer = useRef(false);
  const { provider } = block;

  const player = useMemo<VideoPlayer & { post(command: 'play' | 'pause'): void }>(
    () => ({
      post(command) {
        if (!provider) return;
        const frame = frameRef.current;
        const address = frame && ('src' in frame ? frame.src : frame.data);
        const { message, targetOrigin } = videoPlayerMessage(
          provider,
          command,
          address || undefined,
        );
        frame?.contentWindow?.postMessage(message, targetOrigin);
      },
      stop() {
        // A player without messages can only be stopped by unloading it.
        if (provider) player.post('pause');
        else setMounted(false);
        setPlaying(false);
      },
    }),
    [provider],
  );

  useEffect(() => () => videos.release(player), [videos, player]);
  useEffect(() => {
    if (playing && focusPlayer.current) frameRef.current?.focus();
    focusPlayer.current = false;
  }, [playing]);

  return {
    block,
    state: block.type === 'invalid' ? 'invalid' : playing ? 'playing' : 'overlay',
    mounted,
    play() {
      videos.play(player);
      if (mounted) player.post('play');
      focusPlayer.current = true;
      setMounted(true);
      setPlaying(true);
    },
    stop() {
      videos.release(player);
      player.stop();
    },
    frameRef,
  };
}
