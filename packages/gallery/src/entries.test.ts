import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as block from './block';
import * as core from './core';
import * as index from './index';
import * as stacked from './stacked';
import * as fade from './transitions/fade';
import * as kenBurns from './transitions/ken-burns';
import * as newSwipe from './transitions/new-swipe';
import * as scroll from './transitions/scroll';
import * as swipe from './transitions/swipe';

const TRANSITION_ENTRIES = [
  ['fade', fade, 'fadeTransition'],
  ['ken-burns', kenBurns, 'kenBurnsTransition'],
  ['new-swipe', newSwipe, 'newSwipeTransition'],
  ['scroll', scroll, 'scrollTransition'],
  ['swipe', swipe, 'swipeTransition'],
] as const;

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
};

describe('public entries', () => {
  it.each(TRANSITION_ENTRIES)(
    './transitions/%s exports its definition alone, published types first',
    (name, entry, exported) => {
      expect(Object.keys(entry)).toEqual([exported]);
      expect(core.isGalleryTransition(entry[exported as keyof typeof entry])).toBe(true);
      expect((entry[exported as keyof typeof entry] as core.GalleryTransition).name).toBe(name);
      expect(Object.entries(manifest.exports[`./transitions/${name}`] ?? {})).toEqual([
        ['types', `./dist/transitions/${name}.d.ts`],
        ['import', `./dist/transitions/${name}.js`],
      ]);
    },
  );

  it('./stacked holds the slideshow alone, ./block the five transitions by name', () => {
    expect(Object.keys(stacked)).toEqual(['StackedGallery']);
    expect(Object.values(block.GALLERY_TRANSITIONS)).toEqual(
      TRANSITION_ENTRIES.map(([, entry, exported]) => entry[exported as keyof typeof entry]),
    );
  });

  it('the main entry re-exports every transition', () => {
    for (const [, entry] of TRANSITION_ENTRIES) {
      for (const [name, value] of Object.entries(entry)) {
        expect(index, name).toHaveProperty(name, value);
      }
    }
  });
});
