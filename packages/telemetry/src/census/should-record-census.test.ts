import { PageType, SiteRole } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CENSUS_SKIPPED_PAGE_TYPES,
  EDIT_MODE_CLASS,
  shouldRecordCensus,
} from './should-record-census';

const page = { pathname: '/boutique' };
const anonymous: PageContext = {
  authenticatedAccount: null,
  website: { id: 'site-1' },
  pageType: PageType.PAGE,
  storeSettings: { selectedCurrency: 'EUR' },
};
const account = (roles: number[]): PageContext => ({
  ...anonymous,
  authenticatedAccount: { id: 'acc' },
  websiteRoles: { 'site-1': roles, 'site-2': [SiteRole.ADMIN] },
});

describe('shouldRecordCensus (spec 000 §4 "Visitor census")', () => {
  it('records anonymous visitors', () => {
    expect(shouldRecordCensus(anonymous, page)).toBe(true);
    expect(shouldRecordCensus({ ...anonymous, authenticatedAccount: undefined }, page)).toBe(true);
  });

  it('records an account whose only role on this site is viewer, outside /config', () => {
    expect(shouldRecordCensus(account([SiteRole.VIEWER]), page)).toBe(true);
    expect(shouldRecordCensus(account([SiteRole.VIEWER, SiteRole.VIEWER]), page)).toBe(true);
    expect(shouldRecordCensus(account([SiteRole.VIEWER]), { pathname: '/config' })).toBe(false);
    expect(shouldRecordCensus(account([SiteRole.VIEWER]), { pathname: '/config/pages' })).toBe(
      false,
    );
    expect(shouldRecordCensus(account([SiteRole.VIEWER]), { pathname: '/configuration' })).toBe(
      true,
    );
  });

  it('does not record other accounts', () => {
    expect(shouldRecordCensus(account([SiteRole.ADMIN]), page)).toBe(false);
    expect(shouldRecordCensus(account([SiteRole.VIEWER, SiteRole.EDITOR]), page)).toBe(false);
    expect(shouldRecordCensus(account([]), page)).toBe(false);
    expect(shouldRecordCensus({ ...account([]), websiteRoles: undefined }, page)).toBe(false);
  });

  it('reads every site role when the website id is unknown', () => {
    const context: PageContext = { ...account([SiteRole.VIEWER]), website: {} };
    expect(shouldRecordCensus(context, page)).toBe(false); // site-2 holds admin
    const viewerEverywhere: PageContext = { ...context, websiteRoles: { a: [10], b: [10] } };
    expect(shouldRecordCensus(viewerEverywhere, page)).toBe(true);
  });

  it('skips the not-found, lock-screen, access-denied and search pages', () => {
    expect([...CENSUS_SKIPPED_PAGE_TYPES].sort((a, b) => a - b)).toEqual([
      PageType.NOT_FOUND,
      PageType.SEARCH,
      PageType.LOCK_SCREEN,
      PageType.MEMBER_AREA_ACCESS_DENIED,
    ]);
    for (const pageType of CENSUS_SKIPPED_PAGE_TYPES) {
      expect(shouldRecordCensus({ ...anonymous, pageType }, page)).toBe(false);
    }
    for (const pageType of PageType.values.filter(
      (type) => !CENSUS_SKIPPED_PAGE_TYPES.includes(type),
    )) {
      expect(shouldRecordCensus({ ...anonymous, pageType }, page)).toBe(true);
    }
  });

  it('skips the /search route (spec 000 §2: not tracked for page views)', () => {
    expect(shouldRecordCensus(anonymous, { pathname: '/search' })).toBe(false);
    expect(shouldRecordCensus(anonymous, { pathname: '/search/' })).toBe(false);
    expect(shouldRecordCensus(anonymous, { pathname: '/SEARCH' })).toBe(false);
    expect(shouldRecordCensus(anonymous, { pathname: '/searching' })).toBe(true);
  });

  it('skips edit mode (body class edit-mode)', () => {
    expect(EDIT_MODE_CLASS).toBe('edit-mode');
    expect(shouldRecordCensus(anonymous, page, { editMode: true })).toBe(false);
  });

  it('property: never throws, whatever the roles and path', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.array(fc.integer())),
        fc.option(fc.string()),
        fc.string(),
        fc.boolean(),
        (websiteRoles, id, pathname, signedIn) => {
          const context: PageContext = {
            ...anonymous,
            website: id === null ? {} : { id },
            websiteRoles,
            authenticatedAccount: signedIn ? {} : null,
          };
          expect(typeof shouldRecordCensus(context, { pathname })).toBe('boolean');
        },
      ),
    );
  });
});
