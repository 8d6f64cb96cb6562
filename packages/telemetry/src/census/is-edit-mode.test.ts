import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeCookieDocument } from '../testing/fake-cookie-document';
import { isEditMode } from './is-edit-mode';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isEditMode (spec 000 §4: edit mode is the body class edit-mode)', () => {
  it('reads the body class of the given document', () => {
    expect(isEditMode(createFakeCookieDocument({ bodyClasses: ['edit-mode'] }))).toBe(true);
    expect(isEditMode(createFakeCookieDocument({ bodyClasses: ['page'] }))).toBe(false);
  });

  it('reads the global document at call time, and is false without one', () => {
    expect(isEditMode()).toBe(false);
    vi.stubGlobal('document', createFakeCookieDocument({ bodyClasses: ['edit-mode'] }));
    expect(isEditMode()).toBe(true);
    expect(isEditMode({ body: null })).toBe(false);
  });
});
