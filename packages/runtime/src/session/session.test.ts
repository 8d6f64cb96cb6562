import type { DataLayer } from '@vitrine/core-data/data-layer';
import { describe, expect, it, vi } from 'vitest';
import { createSession, MASKED_PASSWORD_PLACEHOLDER, type SessionOptions } from './create-session';
import { logoutRedirectUrl, readLogoutFlag } from './logout-url';

function fakeDataLayer(answers: { post?: unknown; delete?: unknown }) {
  return {
    post: vi.fn(async () => answers.post),
    delete: vi.fn(async () => answers.delete),
    setHeader: vi.fn(),
  } as unknown as Pick<DataLayer, 'post' | 'delete' | 'setHeader'> & {
    post: ReturnType<typeof vi.fn>;
    delete: ReturnType<typeof vi.fn>;
    setHeader: ReturnType<typeof vi.fn>;
  };
}

function options(
  dataLayer: SessionOptions['dataLayer'],
  overrides: Partial<SessionOptions> = {},
): SessionOptions {
  return {
    dataLayer,
    accountKind: 'platform-account',
    clearIdentityCookie: vi.fn(),
    navigate: vi.fn(),
    location: () => ({ pathname: '/blog', search: '?page=2' }),
    inPreviewFrame: () => false,
    ...overrides,
  };
}

describe('login (spec 000 §3 "Session login", §7)', () => {
  it('posts email, password and rememberMe, then sends the xsrfToken as a header', async () => {
    const dataLayer = fakeDataLayer({
      post: { ok: true, status: 200, data: { xsrfToken: 'jeton' } },
    });
    const session = createSession(options(dataLayer));
    await expect(
      session.login({ email: 'a@exemple.fr', password: 'secret', rememberMe: true }),
    ).resolves.toEqual({ ok: true });
    expect(dataLayer.post).toHaveBeenCalledWith('/api/site-users/account/session', {
      body: { email: 'a@exemple.fr', password: 'secret', rememberMe: true },
    });
    expect(dataLayer.setHeader).toHaveBeenCalledWith('X-XSRF-Token', 'jeton');
  });

  it('answers the data layer message on failure, and an error when the answer has no token', async () => {
    const failing = fakeDataLayer({
      post: { ok: false, error: { code: 'unauthorized', message: 'Requête non autorisée' } },
    });
    await expect(
      createSession(options(failing)).login({ email: 'a', password: 'b', rememberMe: false }),
    ).resolves.toEqual({
      ok: false,
      message: 'Requête non autorisée',
    });
    const tokenless = fakeDataLayer({ post: { ok: true, status: 200, data: {} } });
    const result = await createSession(options(tokenless)).login({
      email: 'a',
      password: 'b',
      rememberMe: false,
    });
    expect(result.ok).toBe(false);
    expect(tokenless.setHeader).not.toHaveBeenCalled();
  });
});

describe('logout (spec 000 §4 "Logout", §7)', () => {
  it('a platform account posts /api/auth/Logout once, clears ss_lastid and goes to the root with logout=true', async () => {
    const dataLayer = fakeDataLayer({ post: { ok: true, status: 200, data: null } });
    const settings = options(dataLayer);
    const session = createSession(settings);
    const [first, second] = await Promise.all([session.logout(), session.logout()]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(dataLayer.post).toHaveBeenCalledTimes(1);
    expect(dataLayer.post).toHaveBeenCalledWith('/api/auth/Logout');
    expect(settings.clearIdentityCookie).toHaveBeenCalledTimes(1);
    expect(settings.navigate).toHaveBeenCalledWith('/?logout=true');
  });

  it('a site member sends DELETE /api/site-users/account/session with cloneCart', async () => {
    const dataLayer = fakeDataLayer({ delete: { ok: true, status: 200, data: null } });
    const session = createSession(
      options(dataLayer, { accountKind: 'site-member', cloneCart: true }),
    );
    await session.logout();
    expect(dataLayer.delete).toHaveBeenCalledWith('/api/site-users/account/session', {
      params: { cloneCart: true },
    });
  });

  it('inside the preview frame goes back to the frame URL with logout=true', async () => {
    const dataLayer = fakeDataLayer({ post: { ok: true, status: 200, data: null } });
    const settings = options(dataLayer, { inPreviewFrame: () => true });
    await createSession(settings).logout();
    expect(settings.navigate).toHaveBeenCalledWith('/blog?page=2&logout=true');
  });

  it('a failed logout does not redirect and may be tried again', async () => {
    const dataLayer = fakeDataLayer({
      post: { ok: false, error: { code: 'crumb', message: 'Jeton expiré' } },
    });
    const settings = options(dataLayer);
    const session = createSession(settings);
    await expect(session.logout()).resolves.toEqual({ ok: false, message: 'Jeton expiré' });
    await session.logout();
    expect(dataLayer.post).toHaveBeenCalledTimes(2);
    expect(settings.navigate).not.toHaveBeenCalled();
    expect(settings.clearIdentityCookie).not.toHaveBeenCalled();
  });
});

describe('logout flag (spec 000 §2)', () => {
  it('builds the root or frame URL with logout=true', () => {
    expect(logoutRedirectUrl({ pathname: '/a', search: '?x=1' }, false)).toBe('/?logout=true');
    expect(logoutRedirectUrl({ pathname: '/a', search: '?x=1' }, true)).toBe('/a?x=1&logout=true');
  });

  it('reads the flag and gives the URL without it', () => {
    expect(readLogoutFlag({ pathname: '/', search: '?logout=true', hash: '' })).toEqual({
      showNotice: true,
      cleanedUrl: '/',
    });
    expect(readLogoutFlag({ pathname: '/a', search: '?x=1&logout=true', hash: '#h' })).toEqual({
      showNotice: true,
      cleanedUrl: '/a?x=1#h',
    });
    expect(readLogoutFlag({ pathname: '/a', search: '?logout=false', hash: '' }).showNotice).toBe(
      false,
    );
  });
});

describe('logout through the real data layer (spec 000 §4: a failed crumb is retried once)', () => {
  it('retries the logout once after a crumbFail answer, then redirects', async () => {
    const { createDataLayer } = await import('@vitrine/core-data/data-layer');
    const answers = [{ crumbFail: true }, {}];
    const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
    const dataLayer = createDataLayer({
      fetch,
      crumb: 'c1',
      resetCrumb: () => {},
      retryDelayMs: 0,
    });
    const settings = options(dataLayer);
    await expect(createSession(settings).logout()).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(settings.navigate).toHaveBeenCalledWith('/?logout=true');
  });
});

describe('masked password placeholder (spec 000 §3 "Session login")', () => {
  it('is one fixed string of mask characters, the same for every field', () => {
    expect(MASKED_PASSWORD_PLACEHOLDER).toBe('••••••••');
    expect(MASKED_PASSWORD_PLACEHOLDER).toMatch(/^•+$/u);
  });
});
