import { describe, expect, it } from 'vitest';
import { FrameEvent, TweakEvent } from './editor-event';

describe('editor-side events (spec 001 §4)', () => {
  it('tweak events are change, close, save, reset, after show, after close and before open', () => {
    expect(Object.entries(TweakEvent)).toEqual([
      ['CHANGE', 'change'],
      ['CLOSE', 'close'],
      ['SAVE', 'save'],
      ['RESET', 'reset'],
      ['AFTER_SHOW', 'after-show'],
      ['AFTER_CLOSE', 'after-close'],
      ['BEFORE_OPEN', 'before-open'],
    ]);
    expect(TweakEvent.keyOf('after-show')).toBe('AFTER_SHOW');
  });

  it('frame events are load, iframe unload, frame save enter, frame save exit and frame editing change', () => {
    expect(Object.entries(FrameEvent)).toEqual([
      ['LOAD', 'load'],
      ['IFRAME_UNLOAD', 'iframe-unload'],
      ['FRAME_SAVE_ENTER', 'frame-save-enter'],
      ['FRAME_SAVE_EXIT', 'frame-save-exit'],
      ['FRAME_EDITING_CHANGE', 'frame-editing-change'],
    ]);
    expect(FrameEvent.keyOf('frame-save-exit')).toBe('FRAME_SAVE_EXIT');
  });
});
