import { describe, expect, it } from 'vitest';
import { renderWidget } from './render-widget';

describe('renderWidget: the audio-streaming embed (spec 000 §1, §8)', () => {
  it('shows the streaming URL’s host when the URL parses', () => {
    const html = renderWidget({
      type: 'audio-streaming-embed',
      id: 'emission',
      value: { show: 'La terre', url: 'https://radio.exemple.fr/terre?x=<b>' },
    });
    expect(html).toContain('<dt>Émission</dt><dd>La terre</dd>');
    expect(html).toContain('<dt>Diffusion</dt><dd>radio.exemple.fr</dd>');
    expect(html).not.toContain('<b>');
  });

  it('never prints a URL that does not parse', () => {
    const html = renderWidget({
      type: 'audio-streaming-embed',
      id: 'emission',
      value: { show: 'La terre', url: 'radio <img src=x> illisible' },
    });
    expect(html).toContain('<dd>La terre</dd>');
    expect(html).not.toContain('illisible');
    expect(html).not.toContain('Diffusion');
  });
});

describe('renderWidget: the settings shown', () => {
  it('names the demo widgets’ settings in French, and any other by its own name', () => {
    const html = renderWidget({
      type: 'table-booking-1',
      id: 'cafe-1',
      value: { restaurantId: '4821', couverts: 4 },
    });
    expect(html).toContain('<dt>Restaurant</dt><dd>4821</dd>');
    expect(html).toContain('<dt>couverts</dt><dd>4</dd>');
    expect(html).not.toContain('restaurantId');
  });
});
