import { describe, expect, it } from 'vitest';
import { dataLayerMessages } from './data-layer-messages';

describe('dataLayerMessages (spec 000 §8, data layer)', () => {
  it('has exactly the six keys the data layer reads', () => {
    expect(Object.keys(dataLayerMessages).sort()).toEqual(
      ['connection', 'crumb', 'internal', 'invalidJson', 'unauthorized', 'unavailable'].sort(),
    );
  });

  it('quotes the spec for 401/403 and other failures', () => {
    expect(dataLayerMessages.unauthorized).toBe('Requête non autorisée');
    expect(dataLayerMessages.connection).toBe('Connexion impossible...');
  });

  it('words the other failures in French', () => {
    expect(dataLayerMessages.internal).toBe(
      'Erreur interne du serveur. Veuillez réessayer plus tard.',
    );
    expect(dataLayerMessages.unavailable).toBe(
      'Le service est temporairement indisponible. Veuillez réessayer plus tard.',
    );
    expect(dataLayerMessages.invalidJson).toBe('Une erreur interne s’est produite.');
    expect(dataLayerMessages.crumb).toBe(
      'Votre jeton de sécurité a expiré. Veuillez recharger la page.',
    );
  });

  it('holds only literal text, no ICU syntax', () => {
    for (const message of Object.values(dataLayerMessages)) {
      expect(message).not.toMatch(/[{}]/);
    }
  });
});
