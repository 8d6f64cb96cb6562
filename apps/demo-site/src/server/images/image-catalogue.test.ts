import { describe, expect, it } from 'vitest';
import {
  galleryImages,
  heroImage,
  IMAGE_GROUPS,
  IMAGES,
  type ImageId,
  imageByFile,
  imageById,
  imageDataAttributes,
  imageUrl,
  teamImages,
} from '../../content/images';
import { IMAGE_STEPS } from './image-steps';

describe('image catalogue', () => {
  it('holds sixteen images with unique ids and files named after them', () => {
    expect(IMAGES).toHaveLength(16);
    expect(new Set(IMAGES.map((entry) => entry.id)).size).toBe(16);
    for (const entry of IMAGES) expect(entry.file).toBe(`${entry.id}.jpg`);
  });

  it('describes every image in French, with a caption, a palette and a focal point inside it', () => {
    for (const entry of IMAGES) {
      expect(entry.alt.length).toBeGreaterThan(30);
      expect(entry.caption.length).toBeGreaterThan(10);
      for (const color of Object.values(entry.palette)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
      for (const fraction of [entry.focalPoint.x, entry.focalPoint.y]) {
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
      }
      expect(entry.width).toBeLessThanOrEqual(Math.max(...IMAGE_STEPS));
    }
  });

  it('mixes landscape, portrait and square originals', () => {
    const shapes = new Set(
      IMAGES.map(({ width, height }) =>
        width > height ? 'landscape' : width < height ? 'portrait' : 'square',
      ),
    );
    expect([...shapes].sort()).toEqual(['landscape', 'portrait', 'square']);
  });

  it('has exactly one caption with markup, flagged for hostile-input tests', () => {
    const hostile = IMAGES.filter((entry) => entry.hostileCaption);
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.caption).toContain('<img src=x onerror=alert(1)>');
    for (const entry of IMAGES.filter((other) => !other.hostileCaption)) {
      expect(entry.caption).not.toMatch(/[<>]/);
    }
  });

  it('groups the images by use: a hero, twelve gallery images, products and the team', () => {
    expect(heroImage.id).toBe(IMAGE_GROUPS.hero);
    expect(galleryImages).toHaveLength(12);
    expect(new Set(galleryImages.map((entry) => entry.id)).size).toBe(12);
    expect(teamImages.map((entry) => entry.id)).toEqual(['atelier-15', 'atelier-16']);
    const { prints, ceramicBowl, workshop, giftCard } = IMAGE_GROUPS.products;
    for (const id of [...prints, ceramicBowl, workshop, giftCard])
      expect(imageById(id)).toBeDefined();
    expect(imageById(ceramicBowl)?.scene).toBe('bowl');
    expect(imageById(giftCard)?.scene).toBe('gift-card');
  });

  it('finds entries by id and by file, and nothing for unknown ones', () => {
    expect(imageById('atelier-07')?.file).toBe('atelier-07.jpg');
    expect(imageByFile('atelier-07.jpg')?.id).toBe('atelier-07');
    expect(imageById('atelier-99')).toBeUndefined();
    expect(imageByFile('../atelier-07.jpg')).toBeUndefined();
  });
});

describe('imageUrl', () => {
  it('is the plain file without a width (the server sends its default step)', () => {
    expect(imageUrl('atelier-01')).toBe('/images/atelier-01.jpg');
  });

  it('asks for the smallest step at least as wide, in the query form (spec 001 §5)', () => {
    expect(imageUrl('atelier-01', 750)).toBe('/images/atelier-01.jpg?format=750w');
    expect(imageUrl('atelier-01', 800)).toBe('/images/atelier-01.jpg?format=1000w');
    expect(imageUrl('atelier-01', 40)).toBe('/images/atelier-01.jpg?format=100w');
    expect(imageUrl('atelier-01', 4000)).toBe('/images/atelier-01.jpg?format=2500w');
  });

  it('falls back to the plain file for a width that is not a positive number', () => {
    for (const width of [0, -20, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(imageUrl('atelier-02', width)).toBe('/images/atelier-02.jpg');
    }
  });

  it('throws for an id outside the catalogue, a programming mistake', () => {
    expect(() => imageUrl('atelier-42' as ImageId)).toThrow('Unknown image id "atelier-42".');
  });
});

describe('imageDataAttributes', () => {
  it('gives the attributes the media loader reads (spec 001 §3)', () => {
    expect(imageDataAttributes('atelier-05')).toEqual({
      alt: imageById('atelier-05')?.alt,
      width: 1667,
      height: 2500,
      'data-src': '/images/atelier-05.jpg',
      'data-image-dimensions': '1667x2500',
      'data-image-focal-point': '0.45,0.4',
    });
  });
});
