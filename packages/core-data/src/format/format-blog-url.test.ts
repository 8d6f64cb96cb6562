import { describe, expect, it } from 'vitest';
import { formatBlogUrl } from './format-blog-url';

const date = new Date(Date.UTC(2024, 2, 5, 12));

describe('formatBlogUrl (spec 000 section 5)', () => {
  it('replaces %y, %m, %d and %t', () => {
    expect(formatBlogUrl('/blog/%y/%m/%d/%t', { date, title: 'Hello World' })).toBe(
      '/blog/2024/03/05/hello-world',
    );
  });

  it('pads the year to 4 digits and month and day to 2', () => {
    const early = new Date(Date.UTC(2024, 0, 1));
    early.setUTCFullYear(987);
    expect(formatBlogUrl('%y-%m-%d', { date: early, title: '' })).toBe('0987-01-01');
  });

  it('uses the UTC parts of the date', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris; the URL keeps the UTC date.
    const lateUtc = new Date('2023-12-31T23:30:00Z');
    expect(formatBlogUrl('%y/%m/%d', { date: lateUtc, title: '' })).toBe('2023/12/31');
  });

  it('lowercases the result and turns each space into a hyphen', () => {
    expect(formatBlogUrl('/Blog/%t', { date, title: 'My  BIG Post' })).toBe('/blog/my--big-post');
    expect(formatBlogUrl('%t', { date, title: 'tab\there' })).toBe('tab-here');
  });

  it('keeps only letters, digits, slash and hyphen', () => {
    expect(formatBlogUrl('/blog/%t.html', { date, title: "L'été, c'est 100% génial !" })).toBe(
      '/blog/lété-cest-100-génial-html',
    );
    expect(formatBlogUrl('%t', { date, title: 'a_b?c#d&e=f' })).toBe('abcdef');
  });

  it('keeps Unicode letters: accented titles stay accented', () => {
    expect(formatBlogUrl('/%t', { date, title: 'Été à Paris' })).toBe('/été-à-paris');
    expect(formatBlogUrl('/%t', { date, title: 'Ete\u0301' })).toBe('/eté');
    expect(formatBlogUrl('/%t', { date, title: 'Привет Мир' })).toBe('/привет-мир');
  });

  it('limits tokens to y, m, d and t', () => {
    expect(formatBlogUrl('/%q/%Y/%t', { date, title: 'x' })).toBe('/q/y/x');
    expect(formatBlogUrl('/100%', { date, title: 'x' })).toBe('/100');
  });

  it('does not expand tokens found inside the title', () => {
    expect(formatBlogUrl('/%t', { date, title: 'sale %y' })).toBe('/sale-y');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatBlogUrl('/%t', { date: new Date(Number.NaN), title: 'x' })).toThrow(
      RangeError,
    );
  });
});
