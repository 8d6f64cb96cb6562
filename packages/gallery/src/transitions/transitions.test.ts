import { describe, expect, it } from 'vitest';
import { isGalleryTransition } from '../core/gallery-transition';
import { fadeTransition } from './fade';
import { kenBurnsTransition } from './ken-burns';
import { newSwipeTransition } from './new-swipe';
import { scrollTransition } from './scroll';
import { swipeTransition } from './swipe';

const NARROW = 600;
const WIDE = 1024;

describe('slideshow transitions (spec 001 §4, §9)', () => {
  it('are definitions named after the spec', () => {
    expect(
      [fadeTransition, kenBurnsTransition, newSwipeTransition, scrollTransition, swipeTransition]
        .filter(isGalleryTransition)
        .map((transition) => transition.name),
    ).toEqual(['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']);
  });

  it('fade cross-fades the new slide over the speed, the old one staying put', () => {
    expect(fadeTransition.plan({ direction: 1, speed: 1000, width: WIDE })).toEqual({
      duration: 1000,
      incoming: [{ opacity: 0 }, { opacity: 1 }],
      outgoing: [{ opacity: 1 }, { opacity: 1 }],
    });
    expect(fadeTransition.plan({ direction: -1, speed: 250, width: NARROW }).duration).toBe(250);
    expect(fadeTransition.keyframes).toBeUndefined();
  });

  it('ken-burns cross-fades like fade and zooms the current image to 1.075', () => {
    const step = { direction: 1, speed: 800, width: WIDE } as const;
    expect(kenBurnsTransition.plan(step)).toEqual(fadeTransition.plan(step));
    expect(kenBurnsTransition.keyframes).toEqual([{ scale: 1 }, { scale: 1.075 }]);
  });

  it('swipe moves both slides a full width: 0.4 s under 767 px, else 0.5 s', () => {
    expect(swipeTransition.plan({ direction: 1, speed: 1000, width: WIDE })).toEqual({
      duration: 500,
      incoming: [{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }],
      outgoing: [{ transform: 'translateX(0)' }, { transform: 'translateX(-100%)' }],
    });
    expect(swipeTransition.plan({ direction: -1, speed: 1000, width: NARROW })).toEqual({
      duration: 400,
      incoming: [{ transform: 'translateX(-100%)' }, { transform: 'translateX(0)' }],
      outgoing: [{ transform: 'translateX(0)' }, { transform: 'translateX(100%)' }],
    });
    expect(swipeTransition.plan({ direction: 1, speed: 0, width: 766 }).duration).toBe(400);
    expect(swipeTransition.plan({ direction: 1, speed: 0, width: 767 }).duration).toBe(500);
  });

  it('new-swipe slides the new one over while the old one drifts a third and fades', () => {
    expect(newSwipeTransition.plan({ direction: 1, speed: 1000, width: WIDE })).toEqual({
      duration: 500,
      incoming: [{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }],
      outgoing: [
        { transform: 'translateX(0)', opacity: 1 },
        { transform: `translateX(${-100 / 3}%)`, opacity: 0 },
      ],
    });
    const back = newSwipeTransition.plan({ direction: -1, speed: 1000, width: NARROW });
    expect(back.duration).toBe(400);
    expect(back.outgoing[1]).toEqual({ transform: `translateX(${100 / 3}%)`, opacity: 0 });
  });

  it('scroll moves both slides a full width in 0.4 s, whatever the speed or width', () => {
    for (const [speed, width] of [
      [1000, WIDE],
      [200, NARROW],
    ] as const) {
      expect(scrollTransition.plan({ direction: 1, speed, width })).toEqual({
        duration: 400,
        incoming: [{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }],
        outgoing: [{ transform: 'translateX(0)' }, { transform: 'translateX(-100%)' }],
      });
    }
  });

  it('only ken-burns plays keyframes on the current slide', () => {
    expect([newSwipeTransition, scrollTransition, swipeTransition].map((t) => t.keyframes)).toEqual(
      [undefined, undefined, undefined],
    );
  });
});
