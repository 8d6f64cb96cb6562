import { createDataLayer, type DataLayer } from '@vitrine/core-data/data-layer';

/** How the fake server of the stories answers `SaveFormSubmission`. */
export type FakeServerAnswer =
  | 'succès'
  | 'erreurs de champs (400)'
  | 'message du serveur (data.error)'
  | 'non autorisé (401)'
  | 'non configuré (404)'
  | 'trop de demandes (429)'
  | 'erreur serveur (500)'
  | 'échec réseau'
  | 'clé indisponible'
  | 'en attente';

export const FAKE_SERVER_ANSWERS: readonly FakeServerAnswer[] = [
  'succès',
  'erreurs de champs (400)',
  'message du serveur (data.error)',
  'non autorisé (401)',
  'non configuré (404)',
  'trop de demandes (429)',
  'erreur serveur (500)',
  'échec réseau',
  'clé indisponible',
  'en attente',
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// A short wait in Storybook so the in-progress state can be seen; none when a browser is driven
// by tests (Playwright sets navigator.webdriver).
const wait = () =>
  new Promise((resolve) =>
    setTimeout(resolve, typeof navigator !== 'undefined' && navigator.webdriver ? 0 : 600),
  );

/**
 * A data layer in front of a fake server, for stories: `FormSubmissionKey` answers a key (unless
 * 'clé indisponible'), `SaveFormSubmission` answers as `answer` says. `fieldErrors` are the
 * messages by field id of a 400.
 */
export function fakeFormServer(
  answer: FakeServerAnswer,
  fieldErrors: Readonly<Record<string, string>> = {},
): DataLayer {
  const fetch = async (url: string): Promise<Response> => {
    await wait();
    if (url.startsWith('/api/form/FormSubmissionKey')) {
      return answer === 'clé indisponible' ? json(500, {}) : json(200, { key: 'cle-de-demo' });
    }
    switch (answer) {
      case 'succès':
        return json(200, { success: true });
      case 'erreurs de champs (400)':
        return json(400, { errors: fieldErrors });
      case 'message du serveur (data.error)':
        return json(403, { error: 'Ce formulaire n’accepte plus de réponses.' });
      case 'non autorisé (401)':
        return json(401, {});
      case 'non configuré (404)':
        return json(404, {});
      case 'trop de demandes (429)':
        return json(429, {});
      case 'erreur serveur (500)':
        return json(500, {});
      case 'échec réseau':
        throw new TypeError('Failed to fetch');
      default:
        return new Promise<Response>(() => {});
    }
  };
  return createDataLayer({ fetch, crumb: 'crumb-de-demo', resetCrumb: () => {} });
}
