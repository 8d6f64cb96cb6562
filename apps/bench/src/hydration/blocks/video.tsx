import { VideoEmbed } from '@vitrine/media/video';
import { objectDecoder } from './decode';

export interface VideoBlockData {
  readonly providerName: string;
  readonly html: string;
  readonly thumbnailUrl: string;
  readonly title?: string;
}

export const decode = objectDecoder<VideoBlockData>(
  'video',
  (value) => typeof value.html === 'string',
);

/** A video block: overlay first, no player before play (spec 001 §4 "Video"). */
export function Component({ data }: { data: VideoBlockData }) {
  return <VideoEmbed data={{ ...data, mode: null, aspectRatio: 'Auto' }} />;
}
