import { createDataLayer } from '@vitrine/core-data/data-layer';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition } from '../core/form-definition';
import { FormBlock } from './form-block';
import '../styles/forms.css';

/** A contact form like the demo's: required name, e-mail, subject and message, and more. */
const contact: FormDefinition = {
  id: 'formulaire-contact',
  submitButtonText: 'Envoyer le message',
  fields: [
    { id: 'nom', type: 'name', title: 'Nom', required: true },
    { id: 'email', type: 'email', title: 'Adresse e-mail', required: true },
    { id: 'societe', type: 'text', title: 'Société' },
    { id: 'telephone', type: 'phone', title: 'Téléphone', showCountryCode: true },
    {
      id: 'objet',
      type: 'select',
      title: 'Objet',
      options: ['Tirage d’art', 'Autre'],
      required: true,
    },
    {
      id: 'atelier',
      type: 'radio',
      title: 'Atelier',
      options: ['Tournage', 'Émaillage'],
      required: true,
    },
    { id: 'date', type: 'date', title: 'Date souhaitée', required: true },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 1000 },
    { id: 'origine', type: 'hidden', key: 'source', value: 'site' },
  ],
};

const REQUIRED = 'Ce champ est obligatoire.';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The key call answers a key, the save call a success. */
function fakeServer() {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.startsWith('/api/form/FormSubmissionKey') ? json(200, { key: 'k' }) : json(200, {}),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} }) };
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('client validation: every invalid field at once, before any call (spec 000 §5)', () => {
  it('one submit of the empty form marks every required field, with the server’s wording, and focuses the first', async () => {
    const { fetch, dataLayer } = fakeServer();
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    const firstName = screen.getByRole('textbox', { name: 'Prénom' });
    await expect.element(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect.element(firstName).toHaveFocus();
    await expect
      .element(screen.getByRole('textbox', { name: 'Nom', exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('group', { name: 'Nom (obligatoire)' }))
      .toHaveAccessibleDescription(REQUIRED);
    for (const control of [
      screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }),
      screen.getByRole('combobox', { name: 'Objet (obligatoire)' }),
      screen.getByRole('textbox', { name: 'Message (obligatoire)' }),
    ]) {
      await expect.element(control).toHaveAttribute('aria-invalid', 'true');
      await expect.element(control).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    }
    await expect
      .element(screen.getByRole('radio', { name: 'Tournage' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('group', { name: 'Atelier (obligatoire)' }))
      .toHaveAccessibleDescription(REQUIRED);
    await expect
      .element(screen.getByRole('group', { name: 'Date souhaitée (obligatoire)' }))
      .toHaveAccessibleDescription(REQUIRED);
    // Six required fields, one message each; the optional ones stay unmarked.
    expect(screen.getByText(REQUIRED).elements()).toHaveLength(6);
    await expect
      .element(screen.getByRole('textbox', { name: 'Société' }))
      .not.toHaveAttribute('aria-invalid');
    await expect
      .element(screen.getByRole('textbox', { name: 'Indicatif pays' }))
      .not.toHaveAttribute('aria-invalid');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.');
    expect(fetch).not.toHaveBeenCalled();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('a half-filled name, date and phone: one message per field, focus on the first part to fill', async () => {
    const { fetch, dataLayer } = fakeServer();
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Indicatif pays' }), '33');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Jour' }), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    const lastName = screen.getByRole('textbox', { name: 'Nom', exact: true });
    await expect.element(lastName).toHaveFocus();
    // The part to fill names the message itself (a screen reader may skip the group's).
    await expect
      .element(lastName)
      .toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
    await expect
      .element(screen.getByRole('textbox', { name: 'Prénom' }))
      .not.toHaveAttribute('aria-invalid');
    await expect
      .element(screen.getByRole('group', { name: 'Nom (obligatoire)' }))
      .toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
    await expect
      .element(screen.getByRole('group', { name: 'Téléphone' }))
      .toHaveAccessibleDescription(
        'Saisissez un numéro de téléphone valide (chiffres, espaces, +, -, points, parenthèses).',
      );
    await expect
      .element(screen.getByRole('group', { name: 'Date souhaitée (obligatoire)' }))
      .toHaveAccessibleDescription('Saisissez une date valide (jour, mois et année).');
    await expect
      .element(screen.getByRole('textbox', { name: 'Mois' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('textbox', { name: 'Jour' }))
      .not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('errors go as the fields are filled; a complete form is sent', async () => {
    const { fetch, dataLayer } = fakeServer();
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    const submit = screen.getByRole('button', { name: 'Envoyer le message' });
    await userEvent.click(submit);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }),
      'camille@exemple.fr',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Objet (obligatoire)' }),
      'Autre',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Émaillage' }));
    await userEvent.click(submit);
    expect(screen.getByText(REQUIRED).elements()).toHaveLength(2);
    await expect.element(screen.getByRole('textbox', { name: 'Jour' })).toHaveFocus();
    await userEvent.fill(screen.getByRole('textbox', { name: 'Jour' }), '14');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Mois' }), '3');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Année' }), '2027');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Message (obligatoire)' }), 'Bonjour');
    await userEvent.click(submit);
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a corrected field loses its message as the visitor types, and the focus stays in it', async () => {
    const { fetch, dataLayer } = fakeServer();
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(email);
    await userEvent.keyboard('camille@');
    // Not an address yet: the message says so now, and the focus has not moved.
    await expect
      .element(email)
      .toHaveAccessibleDescription(expect.stringContaining('L’adresse e-mail n’est pas valide'));
    await expect.element(email).toHaveFocus();
    await userEvent.keyboard('exemple.fr');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    await expect.element(email).not.toHaveAccessibleDescription(expect.stringContaining('valide'));
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveValue('camille@exemple.fr');
    expect(screen.getByText(REQUIRED).elements()).toHaveLength(5);

    // The name: the first name alone still earns the name's message; both parts clear it.
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await expect
      .element(screen.getByRole('group', { name: 'Nom (obligatoire)' }))
      .toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
    await expect
      .element(screen.getByRole('textbox', { name: 'Prénom' }))
      .not.toHaveAttribute('aria-invalid');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await expect
      .element(screen.getByRole('group', { name: 'Nom (obligatoire)' }))
      .not.toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
    await expect.element(screen.getByRole('textbox', { name: 'Nom', exact: true })).toHaveFocus();
    // Other fields still wrong: the summary stays.
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
