import { describe, expect, it } from 'vitest';
import { VideoEmbedType, VideoMode } from './video';

describe('video embed enumerations (spec 001 §3 "Video embed")', () => {
  it('types are iframe, object and invalid', () => {
    expect(Object.entries(VideoEmbedType)).toEqual([
      ['IFRAME', 'iframe'],
      ['OBJECT', 'object'],
      ['INVALID', 'invalid'],
    ]);
    expect(VideoEmbedType.keyOf('object')).toBe('OBJECT');
  });

  it('modes are none, fit and fill', () => {
    expect(Object.entries(VideoMode)).toEqual([
      ['NONE', 'none'],
      ['FIT', 'fit'],
      ['FILL', 'fill'],
    ]);
    expect(VideoMode.keyOf('fill')).toBe('FILL');
    expect(VideoMode.is(null)).toBe(false);
  });
});
