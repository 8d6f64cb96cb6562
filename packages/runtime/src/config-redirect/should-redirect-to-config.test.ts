import { describe, expect, it } from 'vitest';
import {
  type ConfigRedirectContext,
  type ConfigRedirectEnv,
  configRedirectUrl,
  isLocalHost,
  shouldRedirectToConfig,
  upgradeUrl,
} from './should-redirect-to-config';

const signedInEditor: ConfigRedirectContext = {
  website: { id: 'site-1', developerMode: false, cloneable: false },
  authenticatedAccount: { id: 'account-1' },
  websiteRoles: { 'site-1': [4] },
};
const env: ConfigRedirectEnv = {
  isTopWindow: true,
  hostname: 'exemple.fr',
  search: '',
  noRedirectRemembered: false,
};

describe('shouldRedirectToConfig (spec 000 §2 "Redirect to the configuration area")', () => {
  it('redirects a signed-in account with site settings when every condition holds', () => {
    expect(shouldRedirectToConfig(signedInEditor, env)).toBe(true);
  });

  it('does not redirect an anonymous visitor', () => {
    expect(shouldRedirectToConfig({ ...signedInEditor, authenticatedAccount: null }, env)).toBe(
      false,
    );
  });

  it('does not redirect an account without roles on this site (no site settings)', () => {
    expect(shouldRedirectToConfig({ ...signedInEditor, websiteRoles: { other: [1] } }, env)).toBe(
      false,
    );
    expect(shouldRedirectToConfig({ ...signedInEditor, websiteRoles: { 'site-1': [] } }, env)).toBe(
      false,
    );
  });

  it('does not redirect in developer mode', () => {
    const context = { ...signedInEditor, website: { id: 'site-1', developerMode: true } };
    expect(shouldRedirectToConfig(context, env)).toBe(false);
  });

  it('does not redirect on a cloneable site', () => {
    const context = { ...signedInEditor, website: { id: 'site-1', cloneable: true } };
    expect(shouldRedirectToConfig(context, env)).toBe(false);
  });

  it('does not redirect an account whose only role is viewer (10), but does with viewer plus another', () => {
    expect(
      shouldRedirectToConfig({ ...signedInEditor, websiteRoles: { 'site-1': [10] } }, env),
    ).toBe(false);
    expect(
      shouldRedirectToConfig({ ...signedInEditor, websiteRoles: { 'site-1': [10, 4] } }, env),
    ).toBe(true);
  });

  it('does not redirect inside a frame', () => {
    expect(shouldRedirectToConfig(signedInEditor, { ...env, isTopWindow: false })).toBe(false);
  });

  it('does not redirect on localhost', () => {
    expect(shouldRedirectToConfig(signedInEditor, { ...env, hostname: 'localhost' })).toBe(false);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('site.localhost')).toBe(true);
    expect(isLocalHost('localhost.exemple.fr')).toBe(false);
  });

  it('does not redirect with the noredirect query flag, or when it was remembered for the session', () => {
    expect(shouldRedirectToConfig(signedInEditor, { ...env, search: '?noredirect' })).toBe(false);
    expect(shouldRedirectToConfig(signedInEditor, { ...env, search: '?a=1&noredirect=true' })).toBe(
      false,
    );
    expect(shouldRedirectToConfig(signedInEditor, { ...env, noRedirectRemembered: true })).toBe(
      false,
    );
  });
});

describe('configRedirectUrl and upgradeUrl (spec 000 §2)', () => {
  it('passes the encoded path and query as frameUrl', () => {
    expect(configRedirectUrl({ pathname: '/boutique/pull', search: '?taille=M&c=1' })).toBe(
      '/config/?frameUrl=%2Fboutique%2Fpull%3Ftaille%3DM%26c%3D1',
    );
    expect(configRedirectUrl({ pathname: '/', search: '' })).toBe('/config/?frameUrl=%2F');
  });

  it('sends a trial to the upgrade page and a paid plan to the plan change page', () => {
    expect(upgradeUrl(true)).toBe('/settings/billing/billing/upgrade');
    expect(upgradeUrl(false)).toBe('/settings/billing/billing/website/change-plan');
  });
});
