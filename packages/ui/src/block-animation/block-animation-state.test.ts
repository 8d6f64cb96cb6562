import { describe, expect, it } from 'vitest';
import {
  type BlockAnimationEvent,
  type BlockAnimationPhase,
  blockAnimationReducer,
  HIDDEN_PHASES,
} from './block-animation-state';

function run(events: BlockAnimationEvent[]): BlockAnimationPhase {
  return events.reduce(blockAnimationReducer, 'idle' as BlockAnimationPhase);
}

describe('blockAnimationReducer (spec 001 §4)', () => {
  it('shows content at first render, before anything is known', () => {
    expect(HIDDEN_PHASES.has('idle')).toBe(false);
  });

  it('hides a block to animate until it is sufficiently visible, then runs once', () => {
    expect(run([{ type: 'mounted', animate: true }])).toBe('waiting');
    expect(HIDDEN_PHASES.has('waiting')).toBe(true);
    const ready = run([
      { type: 'mounted', animate: true },
      { type: 'visible', imagesPending: false },
    ]);
    expect(ready).toBe('ready');
    expect(blockAnimationReducer(ready, { type: 'started' })).toBe('running');
    expect(blockAnimationReducer('running', { type: 'completed' })).toBe('done');
  });

  it('never animates again once done', () => {
    expect(blockAnimationReducer('done', { type: 'visible', imagesPending: false })).toBe('done');
    expect(blockAnimationReducer('done', { type: 'mounted', animate: true })).toBe('done');
    expect(blockAnimationReducer('done', { type: 'started' })).toBe('done');
  });

  it('waits for the images still loading (spec 001 §4)', () => {
    const loading = run([
      { type: 'mounted', animate: true },
      { type: 'visible', imagesPending: true },
    ]);
    expect(loading).toBe('loading');
    expect(HIDDEN_PHASES.has('loading')).toBe(true);
    expect(blockAnimationReducer(loading, { type: 'started' })).toBe('loading');
    expect(blockAnimationReducer(loading, { type: 'imagesLoaded' })).toBe('ready');
  });

  it('shows content at once when it must not animate (reduced motion, kind none)', () => {
    expect(run([{ type: 'mounted', animate: false }])).toBe('done');
  });

  it('shows content whatever phase it is in when told to', () => {
    for (const phase of ['idle', 'waiting', 'loading', 'ready', 'running'] as const) {
      expect(blockAnimationReducer(phase, { type: 'show' })).toBe('done');
    }
  });
});
