import type { BlockProps } from '@vitrine/runtime/registry';
import { type ReactNode, useEffect, useState } from 'react';
import { type Decoded, fail, isRecord, ok, sitePath, text } from './decode-helpers';

/**
 * The embed and audio blocks. Their element is costly to create: a frame is a document of its
 * own, and an audio player brings the browser's controls (together about 90 ms of style and
 * layout at page load on /atelier, before the CPU slowdown of a phone). So the server sends it
 * inside `<noscript>` (shown as it is without JavaScript), in a box of the element's size, and the
 * block creates it when it hydrates: near the viewport only (`hydrateOn: 'viewport'`), so a
 * visitor who never scrolls there never pays for it.
 */
function Deferred({ className, children }: { className: string; children: ReactNode }) {
  const [state, setState] = useState<'server' | 'drawing' | 'shown'>('server');
  useEffect(() => {
    setState('drawing');
    // A new audio player lays its controls out again in the frame after its first one (a
    // layout shift inside it, 0.003 on a phone): it is shown once that first frame is drawn.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setState('shown'));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={className} data-state={state}>
      {state === 'server' ? <noscript>{children}</noscript> : children}
    </div>
  );
}

interface EmbedData {
  readonly title: string;
  readonly html: string;
}

export const embedBlock = {
  decode: (input: unknown): Decoded<EmbedData> =>
    isRecord(input) && typeof input.html === 'string'
      ? ok({ title: text(input.title, 'Contenu intégré'), html: input.html })
      : fail('Embed block has no html.'),
  // Owner embed code runs in an opaque-origin sandboxed frame, never in the page itself.
  Component: ({ data }: BlockProps<EmbedData>) => (
    <Deferred className="demo-embed-box">
      <iframe className="demo-embed" title={data.title} sandbox="" srcDoc={data.html} />
    </Deferred>
  ),
};

interface AudioData {
  readonly title: string;
  readonly src: string;
  readonly artist: string;
}

export const audioBlock = {
  decode: (input: unknown): Decoded<AudioData> =>
    isRecord(input) && typeof input.src === 'string' && sitePath(input.src) !== null
      ? ok({ title: text(input.title, 'Piste audio'), src: input.src, artist: text(input.artist) })
      : fail('Audio block has no site-relative source.'),
  Component: ({ data }: BlockProps<AudioData>) => (
    <figure className="demo-audio">
      <figcaption>
        {data.title}
        {data.artist ? ` — ${data.artist}` : ''}
      </figcaption>
      <Deferred className="demo-audio__player">
        {/* biome-ignore lint/a11y/useMediaCaption: a music track has no spoken words to caption */}
        <audio controls preload="none" src={data.src} />
      </Deferred>
    </figure>
  ),
};
