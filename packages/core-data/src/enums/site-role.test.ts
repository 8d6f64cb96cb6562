import { describe, expect, it } from 'vitest';
import { PermissionCode, SiteRole } from './site-role';

describe('SiteRole (spec 000 §3)', () => {
  const table = [
    ['ADMIN', 1],
    ['BILLING', 2],
    ['REPORTING', 3],
    ['EDITOR', 4],
    ['MODERATOR', 6],
    ['COMMENTER', 7],
    ['STORE_MANAGER', 8],
    ['SCHEDULING', 9],
    ['VIEWER', 10],
    ['CAMPAIGNS_EDITOR', 11],
    ['SCHEDULING_VIEWER', 12],
    ['SCHEDULING_EDITOR', 13],
  ] as const;

  it('holds the 12 roles with their numbers', () => {
    expect(Object.entries(SiteRole)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(SiteRole.keyOf(value)).toBe(key);
  });

  it('has no role 5', () => {
    expect(SiteRole.is(5)).toBe(false);
  });
});

describe('PermissionCode (spec 000 §6)', () => {
  const table = [
    ['CONFIG', 1],
    ['ADMIN', 2],
    ['CONTENT_MANAGER', 11],
    ['SETTINGS', 12],
    ['ACTIVITY', 13],
    ['COMMERCE', 14],
    ['NEWSLETTER', 15],
    ['DAMASK', 17],
    ['CRM', 18],
  ] as const;

  it('holds the 9 permission codes', () => {
    expect(Object.entries(PermissionCode)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(PermissionCode.keyOf(value)).toBe(key);
  });
});
