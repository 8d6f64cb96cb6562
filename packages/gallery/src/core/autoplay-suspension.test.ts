import { describe, expect, it } from 'vitest';
import { isVideoShowing } from './autoplay-suspension';
import { createGalleryState } from './gallery-state';

const slides = [{ type: 'image' }, { type: 'video' }, { type: 'video' }] as const;

describe('isVideoShowing (spec 001 §4: autoplay is suspended while a video is showing)', () => {
  it('is true when a shown video slide plays', () => {
    expect(isVideoShowing(slides, [1], (index) => index === 1)).toBe(true);
  });

  it('is false when nothing plays, or when what plays is off screen or not a video slide', () => {
    expect(isVideoShowing(slides, [], () => true)).toBe(false);
    expect(isVideoShowing(slides, [2], (index) => index === 1)).toBe(false);
    expect(isVideoShowing(slides, [0], () => true)).toBe(false);
    expect(isVideoShowing(slides, [7], () => true)).toBe(false);
  });

  it('in a group (carousel), any playing video of the group suspends', () => {
    const group = new Set([0, 1, 2]);
    expect(isVideoShowing(slides, new Set([2]), (index) => group.has(index))).toBe(true);
  });

  it('drives the state: suspended while showing, running again afterwards', () => {
    const state = createGalleryState({ numberOfSlides: 3, autoplay: true });
    expect(state.getSnapshot().autoplay).toBe('running');
    state.setVideoShowing(isVideoShowing(slides, [1], () => true));
    expect(state.getSnapshot().autoplay).toBe('suspended');
    state.setVideoShowing(isVideoShowing(slides, [], () => true));
    expect(state.getSnapshot().autoplay).toBe('running');
    state.destroy();
  });
});
