export {
  AUDIO_STREAMING_KIND,
  type AudioStreamingUrlResult,
  parseAudioStreamingUrl,
} from './widget-rendering/audio-streaming-url';
export { createWidgetBlock } from './widget-rendering/create-widget-block';
export {
  WIDGET_SANDBOX,
  WidgetEmbed,
  type WidgetEmbedProps,
  type WidgetState,
} from './widget-rendering/widget-embed';
export {
  decodeWidgetBlockData,
  shouldShowReservationPreview,
  WIDGET_RENDERING_KINDS,
  WIDGET_RENDERING_PATH,
  type WidgetBlockData,
  type WidgetRenderingKind,
  widgetHtmlOf,
  widgetRenderingBody,
} from './widget-rendering/widget-rendering-request';
