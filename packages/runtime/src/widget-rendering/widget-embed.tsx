'use client';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import { runtime } from '@vitrine/i18n-fr/runtime';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { useEffect, useState } from 'react';
import { AUDIO_STREAMING_KIND, parseAudioStreamingUrl } from './audio-streaming-url';
import {
  shouldShowReservationPreview,
  WIDGET_RENDERING_PATH,
  type WidgetBlockData,
  widgetHtmlOf,
  widgetRenderingBody,
} from './widget-rendering-request';

/**
 * The iframe sandbox of a rendered widget. The html comes from our own platform's
 * GetWidgetRendering call, but it embeds third-party provider code (booking, registry, feeds):
 * it runs in an opaque origin (no `allow-same-origin`), so it can run its scripts, submit its
 * forms and open the provider's pages, but never read the site's cookies, storage or DOM.
 */
export const WIDGET_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export type WidgetState = 'loading' | 'ready' | 'failed' | 'preview';

export interface WidgetEmbedProps {
  readonly data: WidgetBlockData;
  readonly kind: string;
  readonly dataLayer: Pick<DataLayer, 'post'>;
  /** A signed-in owner: the reservation widget shows the preview-only alert instead. */
  readonly signedIn: boolean;
  readonly report?: (error: unknown, context: Readonly<Record<string, unknown>>) => void;
  /** The accessible name of the widget frame. */
  readonly title?: string;
}

/**
 * A third-party widget block (spec 000 §1, §7): POSTs the block's `widgetJSON` to
 * GetWidgetRendering and shows `data.html` in a sandboxed frame. Renders
 * `<div class="vitrine-widget" data-state="loading"></div>` first, which is what the server
 * must render inside the block for hydration to match. An audio-streaming embed whose URL does
 * not parse is logged and reported, and stays empty (spec 000 §8, console-only).
 */
export function WidgetEmbed({ data, kind, dataLayer, signedIn, report, title }: WidgetEmbedProps) {
  // The runtime catalogue is literal text: the light translator (no intl-messageformat).
  const t = useSimpleTranslator(runtime);
  const preview = shouldShowReservationPreview(kind, signedIn);
  const [state, setState] = useState<WidgetState>('loading');
  const [html, setHtml] = useState<string>();

  useEffect(() => {
    if (preview) {
      setState('preview');
      return;
    }
    // Spec 000 §8: an unparseable audio-streaming URL is a console-only error. Nothing is
    // fetched and the block stays empty; the page goes on.
    if (kind === AUDIO_STREAMING_KIND) {
      const streaming = parseAudioStreamingUrl(data.value);
      if (!streaming.ok) {
        const message = `[vitrine/runtime] widget "${data.id}": ${streaming.error.message}`;
        console.error(message);
        report?.(new Error(message), { kind, phase: 'widget' });
        setState('failed');
        return;
      }
    }
    let live = true;
    void dataLayer
      .post<unknown>(WIDGET_RENDERING_PATH, { body: widgetRenderingBody(data) })
      .then((answer) => {
        if (!live) return;
        const rendered = answer.ok ? widgetHtmlOf(answer.data) : undefined;
        if (rendered === undefined) {
          setState('failed');
          report?.(
            answer.ok ? new Error('GetWidgetRendering answered without data.html') : answer.error,
            { kind, phase: 'widget' },
          );
          return;
        }
        setHtml(rendered);
        setState('ready');
      });
    return () => {
      live = false;
    };
  }, [data, dataLayer, kind, preview, report]);

  return (
    <div className="vitrine-widget" data-state={state}>
      {state === 'preview' ? (
        <div role="alert" className="vitrine-widget__preview">
          <strong>{t('runtime.reservationPreview.title')}</strong>{' '}
          <span>{t('runtime.reservationPreview.message')}</span>
        </div>
      ) : null}
      {state === 'ready' ? (
        <iframe
          className="vitrine-widget__frame"
          title={title ?? kind}
          sandbox={WIDGET_SANDBOX}
          srcDoc={html}
        />
      ) : null}
    </div>
  );
}
