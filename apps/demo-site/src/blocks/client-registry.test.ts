import { WIDGET_RENDERING_KINDS } from '@vitrine/runtime/widget-rendering';
import { describe, expect, it } from 'vitest';
import { createClientRegistry } from './client-registry';

const registry = createClientRegistry({
  dataLayer: () => Promise.reject(new Error('no data layer in this test')),
  isSignedIn: () => false,
  report: () => {},
});

/** Every block that creates a frame or a media player when it hydrates. */
const FRAMES_AND_PLAYERS = [...WIDGET_RENDERING_KINDS, 'embed', 'audio'];

describe('the page script’s registry', () => {
  it('loads every widget kind the runtime renders, and the embed and audio blocks', () => {
    for (const kind of FRAMES_AND_PLAYERS)
      expect(registry.blocks[kind as keyof typeof registry.blocks], kind).toBeTypeOf('function');
  });

  it('hydrates exactly those blocks near the viewport only, never while idle', () => {
    const viewport = Object.entries(registry.hydrateOn ?? {})
      .filter(([, trigger]) => trigger === 'viewport')
      .map(([kind]) => kind);
    expect(viewport.sort()).toEqual([...FRAMES_AND_PLAYERS].sort());
  });

  it('keeps the forms on the first interaction and the video on its press', () => {
    expect(registry.hydrateOn?.video).toBe('interaction');
    expect(typeof registry.hydrateOn?.form).toBe('function');
    expect(typeof registry.hydrateOn?.newsletter).toBe('function');
  });
});
