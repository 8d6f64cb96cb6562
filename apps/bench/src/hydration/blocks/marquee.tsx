import { Marquee } from '@vitrine/ui/marquee';
import { objectDecoder } from './decode';

export interface MarqueeBlockData {
  readonly text: string;
  readonly waveFrequency?: number;
  readonly waveIntensity?: number;
  readonly animationDirection?: 'left' | 'right';
}

export const decode = objectDecoder<MarqueeBlockData>(
  'marquee',
  (value) => typeof value.text === 'string',
);

/** A marquee block (spec 001 §4 "Marquee"). */
export function Component({ data }: { data: MarqueeBlockData }) {
  return (
    <Marquee
      text={data.text}
      waveFrequency={data.waveFrequency}
      waveIntensity={data.waveIntensity}
      animationDirection={data.animationDirection}
    />
  );
}
