export {
  isKnownVideoPlayer,
  type ParseVideoBlockOptions,
  parseVideoBlock,
  type VideoBlock,
  type VideoBlockData,
  type VideoEmbedType,
  type VideoMode,
} from './video/parse-video-block';
export { type EmbedTag, scanEmbedHtml } from './video/scan-embed-html';
export {
  AUTO_PLACEHOLDER_RATIO,
  DEFAULT_VIDEO_ASPECT_PERCENT,
  VIDEO_MESSAGES,
  VIDEO_MODES,
} from './video/video-constants';
export {
  PLAYER_ORIGINS,
  type PlayerMessage,
  type VideoProvider,
  videoPlayerMessage,
  videoPlayerUrl,
  videoProvider,
  YOUTUBE_PRIVACY_HOST,
} from './video/video-player';
export { parseAspectRatio, videoPlaceholderRatio } from './video/video-ratio';
export {
  createVideoRegistry,
  getVideoRegistry,
  type VideoPlayer,
  type VideoRegistry,
} from './video/video-registry';
