import { describe, expect, it } from 'vitest';
import { DEFAULT_CDN_HOSTS } from './image-constants';
import { imageUrlForSize, isSizedImageSource } from './image-url';

const CDN = 'https://images.squarespace-cdn.com/content/v1/abc/photo.jpg';

describe('isSizedImageSource (spec 001 §5: the provider CDN or site-relative only)', () => {
  it('knows the provider CDN hosts', () => {
    expect(DEFAULT_CDN_HOSTS).toEqual(['images.squarespace-cdn.com', 'static1.squarespace.com']);
  });

  it.each([
    '/s/photo.jpg',
    'photo.jpg',
    '../images/photo.jpg',
    '/s/photo.jpg?x=1#top',
    CDN,
    'http://images.squarespace-cdn.com/photo.jpg',
    '//images.squarespace-cdn.com/photo.jpg',
    'https://static1.squarespace.com/static/photo.png',
    'HTTPS://IMAGES.SQUARESPACE-CDN.COM/photo.jpg',
  ])('sizes %s', (source) => {
    expect(isSizedImageSource(source)).toBe(true);
  });

  it.each([
    'https://example.com/photo.jpg',
    'http://example.com/photo.jpg',
    '//example.com/photo.jpg',
    'https://images.squarespace-cdn.com.evil.test/photo.jpg',
    'https://evil.test/images.squarespace-cdn.com/photo.jpg',
    '/\\evil.test/photo.jpg',
    'ftp://images.squarespace-cdn.com/photo.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://example.com/6d1f',
    '',
    '   ',
  ])('uses %s as it is', (source) => {
    expect(isSizedImageSource(source)).toBe(false);
  });

  it('takes another list of hosts, where *. matches any subdomain', () => {
    const hosts = ['cdn.vitrine.test', '*.images.vitrine.test'];
    expect(isSizedImageSource('https://cdn.vitrine.test/a.jpg', hosts)).toBe(true);
    expect(isSizedImageSource('https://eu.images.vitrine.test/a.jpg', hosts)).toBe(true);
    expect(isSizedImageSource('https://images.vitrine.test/a.jpg', hosts)).toBe(false);
    expect(isSizedImageSource(CDN, hosts)).toBe(false);
    expect(isSizedImageSource('/site/a.jpg', hosts)).toBe(true);
  });
});

describe('imageUrlForSize', () => {
  describe('queryString format (default)', () => {
    it.each([
      ['/s/photo.jpg', 750, '/s/photo.jpg?format=750w'],
      ['photo.jpg', 100, 'photo.jpg?format=100w'],
      ['/s/photo.jpg?v=2', 500, '/s/photo.jpg?v=2&format=500w'],
      ['/s/photo.jpg?format=300w&v=2', 1500, '/s/photo.jpg?v=2&format=1500w'],
      ['/s/photo.jpg?FORMAT=original', 1000, '/s/photo.jpg?format=1000w'],
      ['/s/photo.jpg#cover', 750, '/s/photo.jpg?format=750w#cover'],
      ['/s/photo.jpg?v=2#cover', 750, '/s/photo.jpg?v=2&format=750w#cover'],
      [CDN, 2500, `${CDN}?format=2500w`],
    ])('%s at %s → %s', (source, size, url) => {
      expect(imageUrlForSize(source, size)).toBe(url);
      expect(imageUrlForSize(source, size, { sizeFormat: 'queryString' })).toBe(url);
    });
  });

  describe('filename format', () => {
    it.each([
      ['/s/photo.jpg', 750, '/s/photo-750w.jpg'],
      ['/s/photo.final.jpeg', 300, '/s/photo.final-300w.jpeg'],
      ['/s/photo-300w.jpg', 1000, '/s/photo-1000w.jpg'],
      ['/s/photo', 500, '/s/photo-500w'],
      ['/s.dir/photo', 500, '/s.dir/photo-500w'],
      ['/s/photo.jpg?v=2&format=300w', 750, '/s/photo-750w.jpg?v=2'],
      ['/s/photo.jpg#cover', 750, '/s/photo-750w.jpg#cover'],
      [CDN, 1500, 'https://images.squarespace-cdn.com/content/v1/abc/photo-1500w.jpg'],
    ])('%s at %s → %s', (source, size, url) => {
      expect(imageUrlForSize(source, size, { sizeFormat: 'filename' })).toBe(url);
    });
  });

  it('upgrades CDN sources from http (or no scheme) to https (spec 001 §5)', () => {
    expect(imageUrlForSize('http://images.squarespace-cdn.com/a.jpg', 750)).toBe(
      'https://images.squarespace-cdn.com/a.jpg?format=750w',
    );
    expect(
      imageUrlForSize('//static1.squarespace.com/a.jpg', 750, { sizeFormat: 'filename' }),
    ).toBe('https://static1.squarespace.com/a-750w.jpg');
    expect(imageUrlForSize(' HTTP://images.squarespace-cdn.com/a.jpg ', 100)).toBe(
      'https://images.squarespace-cdn.com/a.jpg?format=100w',
    );
  });

  it.each([
    'https://example.com/photo.jpg',
    'http://example.com/photo.jpg?format=300w',
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'blob:https://example.com/6d1f',
  ])('leaves other sources as they are: %s', (source) => {
    expect(imageUrlForSize(source, 750)).toBe(source);
    expect(imageUrlForSize(source, 750, { sizeFormat: 'filename' })).toBe(source);
  });

  it('sizes the sources of the given CDN hosts', () => {
    expect(
      imageUrlForSize('http://cdn.vitrine.test/a.jpg', 300, { cdnHosts: ['cdn.vitrine.test'] }),
    ).toBe('https://cdn.vitrine.test/a.jpg?format=300w');
    expect(imageUrlForSize(CDN, 300, { cdnHosts: ['cdn.vitrine.test'] })).toBe(CDN);
  });
});
