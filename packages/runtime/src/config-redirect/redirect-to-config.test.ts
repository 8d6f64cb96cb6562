import { describe, expect, it, vi } from 'vitest';
import { redirectToConfigIfNeeded } from './redirect-to-config';

function fakeWindow(search: string, remembered: Record<string, string> = {}) {
  const session = new Map(Object.entries(remembered));
  const assign = vi.fn();
  const win = {
    location: { pathname: '/boutique', search, hostname: 'exemple.fr', assign },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
    },
  } as unknown as Window & { top: unknown; self: unknown };
  (win as { top: unknown }).top = win;
  (win as { self: unknown }).self = win;
  return { win, assign, session };
}

const editor = {
  website: { id: 's1' },
  authenticatedAccount: { id: 'a1' },
  websiteRoles: { s1: [4] },
};

describe('redirectToConfigIfNeeded (spec 000 §2)', () => {
  it('goes to /config/ with the path and query as frameUrl', () => {
    const { win, assign } = fakeWindow('?page=2');
    expect(redirectToConfigIfNeeded(editor, win)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/config/?frameUrl=%2Fboutique%3Fpage%3D2');
  });

  it('remembers the noredirect flag for the session under "noredirect" and does not redirect', () => {
    const { win, assign, session } = fakeWindow('?noredirect');
    expect(redirectToConfigIfNeeded(editor, win)).toBe(false);
    expect(session.get('noredirect')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect on a later page of the same session once noredirect was remembered', () => {
    const { win, assign } = fakeWindow('', { noredirect: 'true' });
    expect(redirectToConfigIfNeeded(editor, win)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect inside a frame', () => {
    const { win, assign } = fakeWindow('');
    (win as { top: unknown }).top = {};
    expect(redirectToConfigIfNeeded(editor, win)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
