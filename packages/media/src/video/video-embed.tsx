'use client';
import { video } from '@vitrine/i18n-fr/video';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, type Ref, useRef, useSyncExternalStore } from 'react';
import type { VideoBlockData } from './parse-video-block';
import { type UseVideoEmbedOptions, useVideoEmbed } from './use-video-embed';
import { videoPlayerUrl } from './video-player';

/** What the embed needs from consent (the store of `@vitrine/consent/store` satisfies it). */
export interface VideoConsent {
  allowsTracking(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface VideoEmbedProps extends UseVideoEmbedOptions {
  /** The video block's data (`providerName`, `html`, `mode`, `aspectRatio`, `title`, `thumbnailUrl`). */
  readonly data: VideoBlockData | null | undefined;
  readonly className?: string;
  /**
   * The visitor's consent: YouTube and Vimeo load their privacy-enhanced players until it allows
   * tracking (and always without it).
   */
  readonly consent?: VideoConsent;
}

const never = () => () => {};
const refused = () => false;

/**
 * A video block: an overlay with a play button that swaps in the player (the overlay fades out,
 * at once under reduced motion), or the invalid-embed message. The player is built from the
 * address read in the embed code, never from the code itself. State in `data-state`
 * (`overlay`, `playing`, `invalid`), mode in `data-mode`, frame ratio in `--vitrine-video-ratio`.
 */
export function VideoEmbed({ data, className, consent, ...options }: VideoEmbedProps) {
  const t = useSimpleTranslator(video);
  const { block, state, mounted, play, frameRef } = useVideoEmbed(data, options);
  const title = block.title || t('video.frameTitle');
  const tracking = useSyncExternalStore(
    consent ? consent.subscribe : never,
    consent ? consent.allowsTracking : refused,
    refused,
  );
  // The player's address follows consent until it loads; a loaded player is not reloaded.
  const loaded = useRef<string | null>(null);
  const next = block.src && videoPlayerUrl(block.src, block.provider, tracking);
  if (!mounted) loaded.current = next;
  const src = loaded.current ?? next;
  return (
    <div
      className={className ? `vitrine-video ${className}` : 'vitrine-video'}
      data-state={state}
      data-mode={block.mode ?? undefined}
      data-provider={block.provider ?? undefined}
      style={
        {
          '--vitrine-video-ratio': `${block.ratio}%`,
          '--vitrine-video-aspect': 100 / block.ratio,
        } as CSSProperties
      }
    >
      {state === 'invalid' ? (
        <p className="vitrine-video-invalid">{t('video.invalidEmbed')}</p>
      ) : (
        <>
          <div className="vitrine-video-player" inert={state !== 'playing'}>
            {mounted &&
              src &&
              (block.type === 'object' ? (
                <object
                  ref={frameRef as Ref<HTMLObjectElement>}
                  data={src}
                  title={title}
                  aria-label={title}
                />
              ) : (
                <iframe
                  ref={frameRef as Ref<HTMLIFrameElement>}
                  src={src}
                  title={title}
                  allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                  allowFullScreen
                />
              ))}
          </div>
          <button
            type="button"
            className="vitrine-video-overlay"
            hidden={state === 'playing'}
            aria-label={t('video.play')}
            onClick={play}
          >
            {block.thumbnailUrl && <img src={block.thumbnailUrl} alt="" />}
            <svg viewBox="0 0 68 48" aria-hidden="true" focusable="false">
              <rect width="68" height="48" rx="12" fill="#1a1a1a" fillOpacity="0.8" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
