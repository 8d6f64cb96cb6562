import { consentStore } from '@vitrine/consent/store';
import { VideoEmbed } from '@vitrine/media/video';
import type { BlockProps } from '@vitrine/runtime/registry';
import { type Decoded, fail, isRecord, ok } from './decoded';

type VideoData = Parameters<typeof VideoEmbed>[0]['data'];

export function decode(input: unknown): Decoded<NonNullable<VideoData>> {
  // The media package checks the embed itself (and shows 'Invalid video embed' when it is bad).
  return isRecord(input) ? ok(input as NonNullable<VideoData>) : fail('Invalid video embed');
}

export function Component({ data }: BlockProps<NonNullable<VideoData>>) {
  // YouTube and Vimeo play from their privacy-enhanced players until the visitor allows tracking.
  return <VideoEmbed data={data} consent={consentStore} />;
}
