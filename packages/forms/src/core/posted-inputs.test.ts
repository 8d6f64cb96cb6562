import { describe, expect, it } from 'vitest';
import { createFormController } from './form-controller';
import type { FormDefinition } from './form-definition';
import { readPostedInputs } from './posted-inputs';

const fields: FormDefinition['fields'] = [
  { id: 'section', type: 'section', title: 'Vous' },
  { id: 'nom', type: 'name', title: 'Nom' },
  { id: 'email', type: 'email', title: 'E-mail' },
  { id: 'jours', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi', 'Mercredi'] },
  { id: 'atelier', type: 'radio', title: 'Atelier', options: ['Tour', 'Émail'] },
  { id: 'objet', type: 'select', title: 'Objet', options: ['Tirage', 'Autre'] },
  { id: 'avis', type: 'likert', title: 'Avis', options: ['Accueil', 'Clarté'] },
  { id: 'origine', type: 'hidden', key: 'source', value: 'site' },
];

describe('readPostedInputs: a form post read back by the names the fields render', () => {
  it('reads each kind of field from form-encoded entries', () => {
    const body = new URLSearchParams(
      'nom-0=Camille&nom-1=Martin&email=c%40exemple.fr&jours=Mercredi&jours=Lundi' +
        '&atelier=%C3%89mail&objet=Autre&avis-1=2&origine=pirate&section=x&inconnu=1',
    );
    expect(readPostedInputs(fields, body.entries())).toEqual({
      nom: ['Camille', 'Martin'],
      email: 'c@exemple.fr',
      // Checked options in option order, whatever the order posted.
      jours: ['Lundi', 'Mercredi'],
      atelier: ['Émail'],
      objet: 'Autre',
      // The second question answered, the first left out.
      avis: { Clarté: '2' },
    });
  });

  it('gives empty inputs for a post without the fields, and drops what is not text or not an option', () => {
    const entries: [string, unknown][] = [
      ['email', new Blob(['x'])],
      ['jours', 'Dimanche'],
      ['nom-0', 'Solo'],
    ];
    expect(readPostedInputs(fields, entries)).toEqual({
      nom: ['Solo', ''],
      email: '',
      jours: [],
      atelier: [],
      objet: '',
      avis: {},
    });
  });
});

describe('createFormController: starting from what a server answered an HTML post', () => {
  const definition: FormDefinition = { id: 'f', fields };
  const send = async () => ({ ok: true }) as const;

  it('a failure starts with the posted values and the errors in place', () => {
    const errors = { fields: { email: { key: 'forms.error.required' as const } }, general: [] };
    const controller = createFormController({
      definition,
      send,
      initial: {
        status: 'failure',
        inputs: { email: 'x', jours: ['Mardi'], ailleurs: 'y' },
        errors,
      },
    });
    const snapshot = controller.getSnapshot();
    expect(snapshot.status).toBe('failure');
    expect(snapshot.errors).toBe(errors);
    expect(snapshot.inputs.email).toBe('x');
    expect(snapshot.inputs.jours).toEqual(['Mardi']);
    expect(snapshot.inputs).not.toHaveProperty('ailleurs');
  });

  it('a success starts on the post-submit state and ignores a submit', async () => {
    const controller = createFormController({ definition, send, initial: { status: 'success' } });
    await controller.submit();
    expect(controller.getSnapshot().status).toBe('success');
    expect(controller.getSnapshot().attempt).toBe(0);
  });
});
