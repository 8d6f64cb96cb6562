import { describe, expect, it } from 'vitest';
import { collectionUrlOf, ITEM_ID_KEY, itemFromUrl, itemUrlOf } from './history-address';

// The slides of the reports: s1 has the slide url 'lac', s2 'bois', s3 none.
const lac = { id: 's1', url: 'lac' };
const bois = { id: 's2', url: 'bois' };
const sansUrl = { id: 's3' };
const slides = [lac, bois, sansUrl];

/** The parts of an address as `location` holds them (the browser escapes the path). */
const at = (address: string) => new URL(address, 'https://atelier.fr');

describe('itemUrlOf: an item’s address (spec 001 §2 history tracking)', () => {
  it('is the collection URL plus the slide url as a last segment, the id under itemId', () => {
    expect(ITEM_ID_KEY).toBe('itemId');
    expect(itemUrlOf('/galerie', lac)).toBe('/galerie/lac#itemId=s1');
  });
  it('uses the slide id when the slide has no url', () => {
    expect(itemUrlOf('/galerie', sansUrl)).toBe('/galerie/s3#itemId=s3');
  });
  it('puts the segment before the query, which is kept (campaign parameters)', () => {
    expect(itemUrlOf('/galerie?utm_source=lettre', lac)).toBe(
      '/galerie/lac?utm_source=lettre#itemId=s1',
    );
  });
  it('writes one segment after a trailing slash, and at the root', () => {
    expect(itemUrlOf('/galerie/', bois)).toBe('/galerie/bois#itemId=s2');
    expect(itemUrlOf('/', bois)).toBe('/bois#itemId=s2');
    expect(itemUrlOf('https://atelier.fr/', bois)).toBe('https://atelier.fr/bois#itemId=s2');
  });
  it('drops a hash the collection URL had', () => {
    expect(itemUrlOf('https://atelier.fr/galerie?a=1#haut', lac)).toBe(
      'https://atelier.fr/galerie/lac?a=1#itemId=s1',
    );
  });
  it('escapes the segment and the id, once', () => {
    expect(itemUrlOf('/galerie', { id: 'é 1', url: 'désert à midi' })).toBe(
      '/galerie/d%C3%A9sert%20%C3%A0%20midi#itemId=%C3%A9%201',
    );
    expect(itemUrlOf('/galerie', { id: 'd', url: 'd%C3%A9sert' })).toBe(
      '/galerie/d%C3%A9sert#itemId=d',
    );
    expect(itemUrlOf('/galerie', { id: 'a&b=c', url: '/a/b?c#d/' })).toBe(
      '/galerie/a%2Fb%3Fc%23d#itemId=a%26b%3Dc',
    );
  });
});

describe('itemFromUrl: the item an address names (spec 001 §2)', () => {
  it('reads itemId in the hash first', () => {
    expect(itemFromUrl(at('/galerie#itemId=s2'), slides)).toBe(1);
    expect(itemFromUrl(at('/galerie/lac#itemId=s2'), slides)).toBe(1);
    expect(itemFromUrl(at('/galerie#itemId=bois'), slides)).toBe(1);
  });
  it('then a bare hash, then the last path segment, by slide url or id', () => {
    expect(itemFromUrl(at('/galerie#lac'), slides)).toBe(0);
    expect(itemFromUrl(at('/galerie/bois'), slides)).toBe(1);
    expect(itemFromUrl(at('/galerie/bois/'), slides)).toBe(1);
    expect(itemFromUrl(at('/galerie/s3?utm_source=x'), slides)).toBe(2);
    expect(itemFromUrl(at('/galerie/bois#itemId=inconnu'), slides)).toBe(1);
  });
  it('reads a percent-encoded segment', () => {
    const items = [{ id: 'd', url: 'désert à midi' }];
    expect(itemFromUrl(at('/galerie/désert à midi'), items)).toBe(0);
    expect(itemFromUrl(at('/galerie/d%C3%A9sert%20%C3%A0%20midi'), items)).toBe(0);
  });
  it('names no item on the collection page, at the root, or on a hostile address', () => {
    expect(itemFromUrl(at('/galerie'), slides)).toBe(-1);
    expect(itemFromUrl(at('/galerie/'), slides)).toBe(-1);
    expect(itemFromUrl(at('/galerie?utm_source=lac'), slides)).toBe(-1);
    expect(itemFromUrl(at('/'), slides)).toBe(-1);
    expect(itemFromUrl(at('/galerie/%E0#%E0'), slides)).toBe(-1);
    expect(itemFromUrl({ pathname: '', search: '', hash: '' }, slides)).toBe(-1);
  });
  it('reads the addresses the earlier versions wrote', () => {
    // The query-corrupting writer: the query swallowed the segment, the hash still names s1.
    expect(itemFromUrl(at('/galerie?utm_source=lettre/lac#itemId=s1'), slides)).toBe(0);
    // The segment doubled on reload.
    expect(itemFromUrl(at('/galerie/bois/bois#itemId=s2'), slides)).toBe(1);
  });
});

describe('collectionUrlOf: the collection’s URL (spec 001 §2)', () => {
  it('is the page path and query, without hash', () => {
    expect(collectionUrlOf(at('/galerie'), slides)).toBe('/galerie');
    expect(collectionUrlOf(at('/galerie/'), slides)).toBe('/galerie/');
    expect(collectionUrlOf(at('/galerie?utm_source=lettre#haut'), slides)).toBe(
      '/galerie?utm_source=lettre',
    );
    expect(collectionUrlOf(at('/'), slides)).toBe('/');
  });
  it('drops a last segment that names an item', () => {
    expect(collectionUrlOf(at('/galerie/bois#itemId=s2'), slides)).toBe('/galerie');
    expect(collectionUrlOf(at('/galerie/bois/?utm_source=x#itemId=s2'), slides)).toBe(
      '/galerie?utm_source=x',
    );
    expect(collectionUrlOf(at('/galerie/s3'), slides)).toBe('/galerie');
    expect(collectionUrlOf(at('/lac'), slides)).toBe('/');
  });
  it('drops a percent-encoded item segment', () => {
    const items = [{ id: 'd', url: 'désert' }];
    expect(collectionUrlOf(at('/galerie/d%C3%A9sert?a=1'), items)).toBe('/galerie?a=1');
  });
  it('stays on the page’s origin when the path starts with slashes', () => {
    expect(collectionUrlOf(at('//autre.fr/lac'), slides)).toBe('/');
    expect(collectionUrlOf({ pathname: '//autre.fr/lac', search: '', hash: '' }, slides)).toBe(
      '/autre.fr',
    );
  });
  it('keeps a segment that names no item', () => {
    expect(collectionUrlOf(at('/galerie/ete#itemId=s1'), slides)).toBe('/galerie/ete');
  });
});

describe('round trips (spec 001 §2): what is written reads back', () => {
  const collections = [
    '/galerie',
    '/galerie/',
    '/galerie?utm_source=lettre',
    '/galerie/?utm_source=lettre&utm_medium=e-mail',
    '/',
    '/albums/2024/été',
  ];
  const items = [...slides, { id: 'é 1', url: 'désert à midi' }, { id: 'x', url: 'a/b' }];

  it.each(collections)('writing then reading gives the same item and collection (%s)', (base) => {
    items.forEach((item, index) => {
      const address = at(itemUrlOf(base, item));
      expect(itemFromUrl(address, items)).toBe(index);
      const collection = at(collectionUrlOf(address, items));
      // The collection reads back as the page it was, a trailing slash aside.
      expect(collection.pathname.replace(/(.)\/$/, '$1')).toBe(
        at(base).pathname.replace(/(.)\/$/, '$1'),
      );
      expect(collection.search).toBe(at(base).search);
    });
  });

  it.each(collections)('reading then writing gives the same address (%s)', (base) => {
    items.forEach((item) => {
      const written = at(itemUrlOf(base, item));
      const index = itemFromUrl(written, items);
      const read = items[index];
      expect(read).toBe(item);
      if (read)
        expect(at(itemUrlOf(collectionUrlOf(written, items), read)).href).toBe(written.href);
    });
  });

  it('a reload of an item’s address writes the same address (no doubled segment)', () => {
    const address = at('/galerie/bois?utm_source=lettre#itemId=s2');
    expect(itemFromUrl(address, slides)).toBe(1);
    expect(itemUrlOf(collectionUrlOf(address, slides), bois)).toBe(
      '/galerie/bois?utm_source=lettre#itemId=s2',
    );
  });
});
