import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './tooltip-position';

const viewport = { width: 1000, height: 800 };
const size = { width: 250, height: 40 };
const anchor = { left: 100, top: 200, right: 180, bottom: 230 };

describe('tooltipPosition (spec 001 §9)', () => {
  it('puts a tooltip shown by the mouse 15 px right of and below the pointer', () => {
    expect(
      tooltipPosition({
        trigger: 'pointer',
        placement: 'bottom',
        point: { x: 120, y: 210 },
        anchor,
        size,
        viewport,
      }),
    ).toEqual({ left: 135, top: 225 });
  });

  it('puts it 15 px above the pointer with the top placement', () => {
    expect(
      tooltipPosition({
        trigger: 'pointer',
        placement: 'top',
        point: { x: 120, y: 210 },
        anchor,
        size,
        viewport,
      }),
    ).toEqual({ left: 135, top: 155 });
  });

  it('puts a tooltip shown by keyboard focus below the trigger, left-aligned', () => {
    expect(
      tooltipPosition({ trigger: 'focus', placement: 'bottom', anchor, size, viewport }),
    ).toEqual({
      left: 100,
      top: 245,
    });
    expect(tooltipPosition({ trigger: 'focus', placement: 'top', anchor, size, viewport })).toEqual(
      {
        left: 100,
        top: 145,
      },
    );
  });

  it('ignores the pointer position when focus showed it', () => {
    expect(
      tooltipPosition({
        trigger: 'focus',
        placement: 'bottom',
        point: { x: 5, y: 5 },
        anchor,
        size,
        viewport,
      }),
    ).toEqual({ left: 100, top: 245 });
  });

  it('flips to the other side of the pointer when it lacks room', () => {
    expect(
      tooltipPosition({
        trigger: 'pointer',
        placement: 'bottom',
        point: { x: 900, y: 780 },
        anchor,
        size,
        viewport,
      }),
    ).toEqual({ left: 900 - 15 - 250, top: 780 - 15 - 40 });
    expect(
      tooltipPosition({
        trigger: 'pointer',
        placement: 'top',
        point: { x: 10, y: 20 },
        anchor,
        size,
        viewport,
      }),
    ).toEqual({ left: 25, top: 35 });
  });

  it('stays inside the viewport', () => {
    const wide = { left: 900, top: 200, right: 990, bottom: 230 };
    expect(
      tooltipPosition({ trigger: 'focus', placement: 'bottom', anchor: wide, size, viewport }),
    ).toEqual({
      left: 750,
      top: 245,
    });
    expect(
      tooltipPosition({
        trigger: 'pointer',
        placement: 'bottom',
        point: { x: 100, y: 10 },
        anchor,
        size,
        viewport: { width: 200, height: 40 },
      }),
    ).toEqual({ left: 0, top: 25 });
  });
});
