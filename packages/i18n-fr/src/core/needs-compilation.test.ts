import { describe, expect, it } from 'vitest';
import { needsCompilation } from './needs-compilation';

describe('needsCompilation', () => {
  it('accepts literal text, typographic apostrophes and ellipses', () => {
    expect(needsCompilation('Envoi en cours…')).toBe(false);
    expect(needsCompilation('Une erreur s’est produite.')).toBe(false);
    expect(needsCompilation('Connexion impossible...')).toBe(false);
    expect(needsCompilation('a <b> c # d')).toBe(false);
  });

  it('flags arguments and ICU escapes', () => {
    expect(needsCompilation('{index} sur {total}')).toBe(true);
    expect(needsCompilation('fermante }')).toBe(true);
    expect(needsCompilation("l''apostrophe")).toBe(true);
    expect(needsCompilation("'{'accolade")).toBe(true);
  });
});
