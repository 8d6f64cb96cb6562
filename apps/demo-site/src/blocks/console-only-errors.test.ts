import { afterEach, describe, expect, it, vi } from 'vitest';
import { decode as decodeDonation } from './donation-block';
import { decode as decodeForm } from './form-block';

// Spec 000 §8 "Console-only errors": what the blocks' data says before anything renders. The
// browser side (nothing shown, the console and the reporter) is in e2e/spec-wiring.e2e.ts.

afterEach(() => vi.restoreAllMocks());

describe('a donation block without its button', () => {
  it('is a block whose button text is null; a missing text still gets the default', () => {
    const without = decodeDonation({ donatePageId: 'dons', buttonText: null });
    expect(without.ok && without.value.buttonText).toBeNull();
    const missing = decodeDonation({ donatePageId: 'dons' });
    expect(missing.ok && missing.value.buttonText).toBe('Faire un don');
  });
});

describe("'Could not render form'", () => {
  it('is logged in the console when the form data cannot be rendered', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const decoded = decodeForm({ id: 'formulaire-vide' });
    expect(decoded.ok).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      'Could not render form: Form block data has no id or no fields.',
    );
  });

  it('is not logged for a form that renders', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(decodeForm({ id: 'contact', fields: [] }).ok).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
