import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCompilation } from '../core/needs-compilation';
import { transformCatalogueModule } from './transform-catalogue-module';

const CATALOGUE_DIR = resolve(import.meta.dirname, '../catalogue');
const DEFINE_CATALOGUE = resolve(import.meta.dirname, '../core/define-catalogue.ts');
const DOMAINS = [
  'common',
  'forms',
  'consent',
  'commerce',
  'reviews',
  'gallery',
  'dialogs',
  'maps',
  'runtime',
  'editor',
];

/** Catalogue modules that also export a part of their domain alone (the marquee's label). */
const EXPORTS: Readonly<Record<string, readonly string[]>> = { common: ['common', 'commonMotion'] };

async function evaluate(code: string): Promise<Record<string, unknown>> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

describe('transformCatalogueModule', () => {
  it.each(DOMAINS)(
    'precompiles src/catalogue/%s.ts: no message needs the parser',
    async (domain) => {
      const code = await transformCatalogueModule(join(CATALOGUE_DIR, `${domain}.ts`));
      expect(code).not.toMatch(/^import /m);
      expect(code).not.toContain('defineCatalogue');
      const exported = await evaluate(code);
      expect(Object.keys(exported)).toEqual(EXPORTS[domain] ?? [domain]);
      const catalogue = exported[domain] as Record<string, unknown>;
      const source = (await import(`../catalogue/${domain}.ts`))[domain] as Record<string, string>;
      expect(Object.keys(catalogue)).toEqual(Object.keys(source));
      for (const [key, message] of Object.entries(catalogue)) {
        if (typeof message === 'string') {
          expect(needsCompilation(message), key).toBe(false);
          expect(message, key).toBe(source[key]);
        } else {
          expect(Array.isArray(message), key).toBe(true);
          expect(needsCompilation(source[key] ?? ''), key).toBe(true);
        }
      }
    },
  );

  it('precompiles src/catalogue/cart-summary.ts, whose export is cartSummary', async () => {
    const code = await transformCatalogueModule(join(CATALOGUE_DIR, 'cart-summary.ts'));
    expect(code).not.toMatch(/^import /m);
    const exported = await evaluate(code);
    expect(Object.keys(exported)).toEqual(['cartSummary']);
    expect(exported.cartSummary).toEqual({
      'cartSummary.title': 'Panier',
      'cartSummary.itemsNone': 'Aucun article dans le panier',
      'cartSummary.itemsOne': 'Un article dans le panier',
      'cartSummary.itemsOther': [
        { type: 1, value: 'count' },
        { type: 0, value: ' articles dans le panier' },
      ],
      'cartSummary.itemsOverCap': [
        { type: 0, value: 'Plus de ' },
        { type: 1, value: 'cap' },
        { type: 0, value: ' articles dans le panier' },
      ],
    });
  });

  it('inlines the ASTs as JSON', async () => {
    const code = await transformCatalogueModule(join(CATALOGUE_DIR, 'gallery.ts'));
    expect(code).toContain(
      '"gallery.slide":[{"type":1,"value":"index"},{"type":0,"value":" sur "},{"type":1,"value":"total"}]',
    );
  });

  describe('with an invalid catalogue', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'i18n-fr-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    async function fixture(name: string, body: string): Promise<string> {
      const file = join(dir, name);
      const importPath = JSON.stringify(DEFINE_CATALOGUE);
      await writeFile(file, `import { defineCatalogue } from ${importPath};\n${body}\n`);
      return file;
    }

    it('fails on an invalid plural key, naming the file and key', async () => {
      const file = await fixture(
        'bad-plural.ts',
        "export const bad = defineCatalogue({ 'bad.count': '{n, plural, few {x} other {y}}' });",
      );
      await expect(transformCatalogueModule(file)).rejects.toThrow(
        `${file}: message "bad.count": Invalid key "few" for argument "n"`,
      );
    });

    it('fails on a syntax error', async () => {
      const file = await fixture(
        'bad-syntax.ts',
        "export const bad = defineCatalogue({ 'bad.open': 'Bonjour {name' });",
      );
      await expect(transformCatalogueModule(file)).rejects.toThrow(
        /message "bad\.open": Invalid message syntax/,
      );
    });

    it('fails on an export that is not a catalogue', async () => {
      const file = await fixture('bad-export.ts', 'export const size = 3;');
      await expect(transformCatalogueModule(file)).rejects.toThrow(
        'export "size" is not a catalogue of messages',
      );
    });
  });
});
