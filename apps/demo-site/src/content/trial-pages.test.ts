import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGES, pageAt, pageOfCollection } from './pages';
import { TRIAL_PAGES } from './trial-pages';

describe('the site’s collections', () => {
  const all = [...PAGES, ...TRIAL_PAGES, NOT_FOUND_PAGE];

  it('have 24-character hexadecimal ids, each its own (spec 000 §2 /pages/{24-character id})', () => {
    for (const page of all) expect(page.collectionId, page.path).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(all.map((page) => page.collectionId)).size).toBe(all.length);
  });

  it('are found by id, trial pages included', () => {
    expect(pageOfCollection('6650a1b2c3d4e5f6a7b8c004')?.path).toBe('/boutique');
    expect(pageOfCollection('6650a1b2c3d4e5f6a7b8c00a')?.path).toBe('/essais/images-sous-licence');
    expect(pageOfCollection('6650a1b2c3d4e5f6a7b8cfff')).toBeUndefined();
  });
});

describe('trial pages (linked from nowhere)', () => {
  it('are reached by their path and are not in the navigation', () => {
    for (const page of TRIAL_PAGES) {
      expect(pageAt(page.path)).toBe(page);
      expect(page.nav).toBeUndefined();
    }
  });

  it('one page shows preview licensed images, one the badge of a 7.1 site', () => {
    expect(pageAt('/essais/images-sous-licence')?.previewLicensedImageCount).toBe(3);
    expect(pageAt('/essais/badge')?.siteSettingsOverrides).toEqual({ badgeType: 'light' });
    for (const page of PAGES) {
      expect(page.previewLicensedImageCount ?? 0, page.path).toBe(0);
      expect(page.siteSettingsOverrides, page.path).toBeUndefined();
    }
  });
});
