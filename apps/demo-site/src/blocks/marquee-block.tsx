import type { BlockProps } from '@vitrine/runtime/registry';
import { Marquee, type MarqueeProps } from '@vitrine/ui/marquee';
import { type Decoded, fail, isRecord, ok } from './decoded';

export function decode(input: unknown): Decoded<MarqueeProps> {
  if (!isRecord(input) || typeof input.text !== 'string') return fail('Marquee block has no text.');
  // The marquee checks its own settings (bad values fall back to the defaults with a warning).
  return ok(input as unknown as MarqueeProps);
}

export function Component({ data }: BlockProps<MarqueeProps>) {
  return <Marquee {...data} />;
}
