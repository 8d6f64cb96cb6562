import { describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES, VIDEO_MODES } from './video-constants';

describe('video constants', () => {
  it('words the invalid embed as spec 001 §8 does', () => {
    expect(VIDEO_MESSAGES.invalidEmbed).toBe('Invalid video embed');
  });

  it('has the modes of spec 001 §3', () => {
    expect(VIDEO_MODES).toEqual(['none', 'fit', 'fill']);
  });
});
