import { describe, expect, it } from 'vitest';
import { isRetryableStatus, transportError } from './transport-error';

const messages = {
  unauthorized: 'Requête non autorisée',
  internal: 'Erreur interne du serveur. Réessayez plus tard.',
  unavailable: 'Le service est temporairement indisponible.',
  connection: 'Connexion impossible...',
  invalidJson: 'Réponse illisible : erreur interne.',
  crumb: 'Votre session a expiré.',
};

describe('transportError (spec 000 §8 "Transport failures")', () => {
  it.each([
    [401, 'unauthorized', 'Requête non autorisée'],
    [403, 'unauthorized', 'Requête non autorisée'],
    [500, 'internal', messages.internal],
    [501, 'internal', messages.internal],
    [503, 'unavailable', messages.unavailable],
    [400, 'connection', 'Connexion impossible...'],
    [404, 'connection', 'Connexion impossible...'],
    [429, 'connection', 'Connexion impossible...'],
    [502, 'connection', 'Connexion impossible...'],
  ] as const)('maps %i to %s', (status, code, message) => {
    expect(transportError(status, { a: 1 }, messages)).toEqual({
      code,
      status,
      message,
      data: { a: 1 },
    });
  });

  it('maps a failure without status to connection', () => {
    expect(transportError(undefined, undefined, messages)).toEqual({
      code: 'connection',
      status: undefined,
      message: 'Connexion impossible...',
      data: undefined,
    });
  });
});

describe('isRetryableStatus', () => {
  it('retries network failures and 5xx, never 4xx', () => {
    expect(isRetryableStatus(undefined)).toBe(true);
    expect(isRetryableStatus(500)).toBe(true);
    expect(isRetryableStatus(503)).toBe(true);
    expect(isRetryableStatus(400)).toBe(false);
    expect(isRetryableStatus(404)).toBe(false);
    expect(isRetryableStatus(429)).toBe(false);
    expect(isRetryableStatus(499)).toBe(false);
  });
});
