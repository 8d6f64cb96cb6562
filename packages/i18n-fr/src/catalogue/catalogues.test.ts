import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../core/compile-messages';
import { createTranslator } from '../core/create-translator';
import { fr } from '../core/fr';
import type { Catalogue, MessageValue } from '../core/message';
import type { TranslationError } from '../core/translation-error';
import { cartSummary } from './cart-summary';
import { commerce } from './commerce';
import { common, commonMotion } from './common';
import { consent } from './consent';
import { dialogs } from './dialogs';
import { editor } from './editor';
import { forms } from './forms';
import { gallery } from './gallery';
import { lightbox } from './lightbox';
import { maps } from './maps';
import { reviews } from './reviews';
import { runtime } from './runtime';
import { video } from './video';

const domains: Record<string, Catalogue> = {
  common,
  forms,
  consent,
  commerce,
  cartSummary,
  reviews,
  gallery,
  lightbox,
  video,
  dialogs,
  maps,
  runtime,
  editor,
};

const PLURAL_SAMPLES = [0, 1, 2, 5, 1.5, 1_000_000];

interface Argument {
  readonly kind: 'text' | 'number' | 'date' | 'select' | 'plural';
  readonly options: readonly string[];
}

/** Every argument of an AST, with the values worth trying for it. */
function argumentsOf(
  ast: readonly MessageFormatElement[],
  found = new Map<string, Argument>(),
): Map<string, Argument> {
  for (const element of ast) {
    switch (element.type) {
      case 1:
        found.set(element.value, { kind: 'text', options: [] });
        break;
      case 2:
        found.set(element.value, { kind: 'number', options: [] });
        break;
      case 3:
      case 4:
        found.set(element.value, { kind: 'date', options: [] });
        break;
      case 5:
      case 6: {
        const kind = element.type === 5 ? 'select' : 'plural';
        found.set(element.value, { kind, options: Object.keys(element.options) });
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      }
      case 8:
        argumentsOf(element.children, found);
        break;
    }
  }
  return found;
}

/** Sample values for one pass: pass `i` picks the i-th plural sample and select option. */
function sampleValues(args: Map<string, Argument>, pass: number): Record<string, MessageValue> {
  const values: Record<string, MessageValue> = {};
  for (const [name, arg] of args) {
    if (arg.kind === 'text') values[name] = 'exemple';
    if (arg.kind === 'number') values[name] = 1234.5;
    if (arg.kind === 'date') values[name] = new Date(Date.UTC(2024, 0, 15, 9, 30));
    if (arg.kind === 'plural') values[name] = PLURAL_SAMPLES[pass % PLURAL_SAMPLES.length];
    if (arg.kind === 'select') values[name] = arg.options[pass % arg.options.length];
  }
  return values;
}

describe.each(Object.entries(domains))('the %s catalogue', (domain, catalogue) => {
  const compiled = compileMessages(catalogue);

  it('namespaces every key by its domain', () => {
    for (const key of Object.keys(catalogue)) expect(key.startsWith(`${domain}.`), key).toBe(true);
  });

  it('uses French typography: ’ not an ASCII apostrophe (an ICU escape), … not ...', () => {
    for (const [key, source] of Object.entries(catalogue)) {
      expect(typeof source, key).toBe('string');
      expect(source, key).not.toContain("'");
      expect(source, key).not.toContain('...');
      expect(source, key).not.toMatch(/ {2}|^\s|\s$/);
      expect(source, key).not.toMatch(/ [:;!?»]|« /);
    }
  });

  it('formats every message with sample values, without error or leftover syntax', () => {
    const errors: TranslationError[] = [];
    const t = createTranslator(compiled, { onError: (error) => errors.push(error) });
    for (const [key, message] of Object.entries(compiled)) {
      if (typeof message === 'string') {
        expect(t(key), key).toBe(catalogue[key]);
        continue;
      }
      const args = argumentsOf(message);
      const passes = Math.max(
        PLURAL_SAMPLES.length,
        ...[...args.values()].map((arg) => arg.options.length),
      );
      for (let pass = 0; pass < passes; pass += 1) {
        const output = t(key, sampleValues(args, pass));
        expect(output, key).not.toBe(key);
        expect(output, key).not.toMatch(/[{}]|undefined|NaN/);
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('the merged fr catalogue', () => {
  it('holds every key of every domain, with no collision', () => {
    const total = Object.values(domains).reduce((sum, c) => sum + Object.keys(c).length, 0);
    expect(Object.keys(fr)).toHaveLength(total);
  });
});

describe('strings the spec quotes, exactly', () => {
  const t = createTranslator(compileMessages(fr));

  it.each([
    ['runtime.logout.title', 'Déconnexion réussie'], // spec 000 §2
    ['runtime.logout.message', 'Vous avez été déconnecté avec succès.'], // spec 000 §2
    ['consent.accept', 'Accepter'], // spec 000 §5, CTA default
    ['consent.deny', 'Refuser'], // spec 000 §5, opt-out default
    ['forms.submitting', 'Envoi en cours…'],
  ] as const)('%s → %s', (key, expected) => {
    expect(t(key)).toBe(expected);
  });

  it('gallery slide label is "{index} sur {total}"', () => {
    expect(gallery['gallery.slide']).toBe('{index} sur {total}');
    expect(t('gallery.slide', { index: 3, total: 12 })).toBe('3 sur 12');
  });
});

describe('wordings given by meaning', () => {
  const t = createTranslator(compileMessages(fr));

  it('form messages and statuses (spec 000 §8)', () => {
    expect(t('forms.error.captcha')).toBe(
      'Veuillez résoudre le CAPTCHA pour envoyer le formulaire.',
    );
    expect(t('forms.error.status404')).toBe('Ce formulaire n’a pas encore été configuré.');
    expect(t('forms.error.status429')).toBe(
      'Envoi impossible\u00a0: la limite de fréquence d’envoi est dépassée.',
    );
    expect(t('forms.error.email', { email: t('forms.emailExample') })).toBe(
      'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
    );
    expect(t('forms.characterCount', { count: 1200, max: 2000 })).toBe('1\u202f200 / 2\u202f000');
    expect(t('forms.characterCount.label', { count: 1, max: 10 })).toBe(
      '1 caractère saisi sur 10 autorisés',
    );
    expect(t('forms.characterCount.label', { count: 4, max: 10 })).toBe(
      '4 caractères saisis sur 10 autorisés',
    );
  });

  it('likert scale, -2 to 2 (spec 000 §3)', () => {
    expect(
      [
        'forms.likert.stronglyDisagree',
        'forms.likert.disagree',
        'forms.likert.neutral',
        'forms.likert.agree',
        'forms.likert.stronglyAgree',
      ].map((key) => t(key as keyof typeof fr)),
    ).toEqual([
      'Pas du tout d’accord',
      'Pas d’accord',
      'Neutre',
      'D’accord',
      'Tout à fait d’accord',
    ]);
  });

  it('reservation preview alert (spec 000 §8, "Preview Only")', () => {
    expect(t('runtime.reservationPreview.title')).toBe('Aperçu uniquement');
    expect(t('runtime.reservationPreview.message')).toBe(
      'Veuillez vous déconnecter de votre compte pour utiliser le bloc OpenTable.',
    );
  });

  it('checkout alert without a cart cookie (spec 000 §8)', () => {
    expect(t('commerce.checkout.sessionExpired')).toContain('session a expiré');
    expect(t('commerce.checkout.sessionExpired')).toContain('cookies sont désactivés');
  });

  it('the motion message alone is the common domain’s own, key and text', () => {
    expect(commonMotion).toEqual({ 'common.pauseAnimation': 'Mettre en pause l’animation' });
    expect(common['common.pauseAnimation']).toBe(commonMotion['common.pauseAnimation']);
  });

  it('not-found error carries the requested path (spec 000 §8)', () => {
    expect(t('common.notFound', { path: '/boutique/chaise' })).toBe(
      'Page introuvable\u00a0: /boutique/chaise',
    );
  });

  it('subscription periods and billing cycles (spec 000 §3, 0 cycles is indefinite)', () => {
    expect(t('commerce.subscription.period', { unit: 'month', value: 1 })).toBe('chaque mois');
    expect(t('commerce.subscription.period', { unit: 'week', value: 2 })).toBe(
      'toutes les 2 semaines',
    );
    expect(t('commerce.subscription.period', { unit: 'year', value: 3 })).toBe('tous les 3 ans');
    expect(t('commerce.subscription.cycles', { count: 0 })).toBe('jusqu’à résiliation');
    expect(t('commerce.subscription.cycles', { count: 1 })).toBe('1 paiement');
    expect(t('commerce.subscription.cycles', { count: 12 })).toBe('12 paiements');
  });

  it('review ratings follow French plural rules', () => {
    expect(t('reviews.rating', { rating: 1, max: 5 })).toBe('1 étoile sur 5');
    expect(t('reviews.rating', { rating: 4.5, max: 5 })).toBe('4,5 étoiles sur 5');
    expect(t('reviews.count', { count: 0 })).toBe('Aucun avis');
    expect(t('reviews.count', { count: 3 })).toBe('3 avis');
  });

  it('video embed error and lightbox controls (spec 001 §2, §8)', () => {
    expect(t('video.invalidEmbed')).toBe('Code d’intégration vidéo non valide');
    expect(t('lightbox.close')).toBe('Fermer');
    expect(t('lightbox.previous')).toBe('Précédente');
    expect(t('lightbox.next')).toBe('Suivante');
  });

  it('dialog buttons (spec 001 §4)', () => {
    expect([
      t('dialogs.confirm'),
      t('dialogs.cancel'),
      t('dialogs.reject'),
      t('dialogs.ok'),
    ]).toEqual(['Confirmer', 'Annuler', 'Refuser', 'OK']);
  });

  it('editor messages with arguments', () => {
    expect(t('editor.tooLong', { kind: 'tag', max: 50 })).toBe(
      'Un tag ne peut pas dépasser 50 caractères.',
    );
    expect(t('editor.tooLong', { kind: 'category', max: 25 })).toBe(
      'Une catégorie ne peut pas dépasser 25 caractères.',
    );
    expect(t('editor.datasetTruncated', { max: 1000, kind: 'rows' })).toBe(
      'Le jeu de données a été tronqué à 1\u202f000 lignes au maximum.',
    );
  });
});
