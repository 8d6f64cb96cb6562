export {
  type UseVideoEmbedOptions,
  useVideoEmbed,
  type VideoEmbedControls,
  type VideoEmbedState,
} from './video/use-video-embed';
export { type VideoConsent, VideoEmbed, type VideoEmbedProps } from './video/video-embed';
