import { createDataLayer } from '@vitrine/core-data/data-layer';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition } from '../core/form-definition';
import { FormBlock } from './form-block';
import '../styles/forms.css';

/** One field of every type of spec 000 §3, with the editable properties of its row. */
const everyField: FormDefinition = {
  id: 'form-all',
  fields: [
    {
      id: 'section-1',
      type: 'section',
      title: 'Vos coordonnées',
      description: 'Tout est facultatif.',
      underline: true,
    },
    {
      id: 'name-2',
      type: 'name',
      title: 'Nom',
      description: 'Comme sur vos papiers',
      required: true,
    },
    { id: 'date-3', type: 'date', title: 'Date d’arrivée' },
    { id: 'time-4', type: 'time', title: 'Heure d’arrivée' },
    { id: 'address-5', type: 'address', title: 'Adresse' },
    { id: 'phone-6', type: 'phone', title: 'Téléphone', showCountryCode: true },
    { id: 'phone-7', type: 'phone', title: 'Fixe' },
    { id: 'radio-8', type: 'radio', title: 'Taille', options: ['S', 'M', 'L'], required: true },
    { id: 'checkbox-9', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi', 'Mercredi'] },
    { id: 'select-10', type: 'select', title: 'Service', options: ['Vente', 'Support'] },
    { id: 'likert-11', type: 'likert', title: 'Votre avis', options: ['Le service', 'Le prix'] },
    { id: 'hidden-12', type: 'hidden', key: 'source', value: 'site' },
    { id: 'text-13', type: 'text', title: 'Sujet', placeholder: 'Votre sujet' },
    { id: 'textarea-14', type: 'textarea', title: 'Message', maxLength: '200' },
    { id: 'email-15', type: 'email', title: 'E-mail', required: true },
    { id: 'number-16', type: 'number', title: 'Quantité' },
    { id: 'website-17', type: 'website', title: 'Site web' },
    { id: 'currency-18', type: 'currency', title: 'Budget', currencySymbol: '€' },
    { id: 'password-19', type: 'password', title: 'Mot de passe' },
    { id: 'twitter-20', type: 'twitter', title: 'Compte X' },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Drafts live in the session storage: each test starts with none.
beforeEach(() => {
  sessionStorage.clear();
});

describe('FormBlock: every field type (spec 000 §3 "Form field types", §5 collection)', () => {
  it('renders every type with its properties and no axe violation', async () => {
    const screen = await render(<FormBlock definition={everyField} headingLevel={2} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Vos coordonnées' });
    await expect.element(heading).toBeVisible();
    expect(heading.element().closest('[data-underline]')).not.toBeNull();
    await expect.element(screen.getByText('Tout est facultatif.')).toBeVisible();
    await expect
      .element(screen.getByRole('group', { name: 'Nom (obligatoire)' }))
      .toHaveAccessibleDescription('Comme sur vos papiers');
    for (const name of ['Jour', 'Mois', 'Année', 'Heure', 'Minute', 'Seconde']) {
      await expect.element(screen.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Adresse (ligne 1)', 'Ville', 'Code postal', 'Pays']) {
      await expect.element(screen.getByRole('textbox', { name, exact: true })).toBeVisible();
    }
    const phone = screen.getByRole('group', { name: 'Téléphone' });
    expect(phone.getByRole('textbox').elements()).toHaveLength(4);
    await expect.element(phone.getByRole('textbox', { name: 'Indicatif pays' })).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Fixe' }).getByRole('textbox').elements(),
    ).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'M' }).element()).toHaveAttribute('required');
    await expect.element(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('');
    await expect
      .element(screen.getByRole('option', { name: 'Sélectionnez une option' }))
      .toBeInTheDocument();
    const prix = screen.getByRole('group', { name: 'Le prix' });
    for (const label of [
      'Pas du tout d’accord',
      'Pas d’accord',
      'Neutre',
      'D’accord',
      'Tout à fait d’accord',
    ]) {
      await expect.element(prix.getByRole('radio', { name: label, exact: true })).toBeVisible();
    }
    await expect
      .element(screen.getByRole('textbox', { name: 'Sujet' }))
      .toHaveAttribute('placeholder', 'Votre sujet');
    await expect
      .element(screen.getByRole('textbox', { name: 'Message' }))
      .toHaveAttribute('data-max-length', '200');
    await expect.element(screen.getByText('0 / 200')).toBeVisible();
    await expect.element(screen.getByRole('spinbutton', { name: 'Quantité' })).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Budget' }))
      .toHaveAccessibleDescription('€');
    await expect
      .element(screen.getByRole('textbox', { name: 'Compte X' }))
      .toHaveAccessibleDescription('@');
    await expect.element(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    await expect
      .element(screen.getByRole('textbox', { name: 'Site web' }))
      .toHaveAttribute('type', 'url');
    expect(screen.container.querySelector('[data-type="hidden"]')).toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  }, 60_000);

  it('collects the value of every type as spec 000 §5 says', async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      json(200, url.includes('FormSubmissionKey') ? { key: 'k' } : {}),
    );
    const dataLayer = createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} });
    const screen = await render(
      <FormBlock definition={everyField} dataLayer={dataLayer} search="?source=salon" />,
    );
    const fill = (name: string, value: string, scope: Pick<typeof screen, 'getByRole'>) =>
      userEvent.fill(scope.getByRole('textbox', { name, exact: true }), value);
    const nom = screen.getByRole('group', { name: 'Nom (obligatoire)' });
    await fill('Prénom', 'Camille', nom);
    await fill('Nom', 'Martin', nom);
    const date = screen.getByRole('group', { name: 'Date d’arrivée' });
    await fill('Jour', '21', date);
    await fill('Mois', '11', date);
    await fill('Année', '2026', date);
    const time = screen.getByRole('group', { name: 'Heure d’arrivée' });
    await fill('Heure', '14', time);
    await fill('Minute', '30', time);
    await fill('Seconde', '00', time);
    const address = screen.getByRole('group', { name: 'Adresse' });
    await fill('Adresse (ligne 1)', '1 rue de la Paix', address);
    await fill('Ville', 'Paris', address);
    await fill('Code postal', '75002', address);
    await fill('Pays', 'France', address);
    const mobile = screen.getByRole('group', { name: 'Téléphone' });
    await fill('Indicatif pays', '33', mobile);
    await fill('Indicatif régional', '6', mobile);
    await fill('Préfixe', '12', mobile);
    await fill('Numéro', '345678', mobile);
    const fixe = screen.getByRole('group', { name: 'Fixe' });
    await fill('Indicatif régional', '01', fixe);
    await fill('Préfixe', '23', fixe);
    await fill('Numéro', '4567', fixe);
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mercredi' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lundi' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Support');
    await userEvent.click(
      screen
        .getByRole('group', { name: 'Le service' })
        .getByRole('radio', { name: 'Tout à fait d’accord' }),
    );
    await userEvent.click(
      screen
        .getByRole('group', { name: 'Le prix' })
        .getByRole('radio', { name: 'Pas d’accord', exact: true }),
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Sujet' }), 'Devis');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'c@exemple.fr',
    );
    await userEvent.fill(screen.getByRole('spinbutton', { name: 'Quantité' }), '3');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Site web' }), 'https://exemple.fr');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Budget' }), '1500');
    await userEvent.fill(screen.getByLabelText('Mot de passe'), 's3cret');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Compte X' }), 'vitrine');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toBeVisible();

    const save = fetch.mock.calls.find(([url]) => url.includes('SaveFormSubmission'));
    expect(JSON.parse(JSON.parse(String(save?.[1].body)).form)).toEqual({
      'name-2': ['Camille', 'Martin'],
      'date-3': ['21', '11', '2026'],
      'time-4': ['14', '30', '00'],
      'address-5': ['1 rue de la Paix', '', 'Paris', '', '75002', 'France'],
      'phone-6': ['33', '6', '12', '345678'],
      'phone-7': ['', '01', '23', '4567'],
      'radio-8': 'L',
      'checkbox-9': ['Lundi', 'Mercredi'],
      'select-10': 'Support',
      'likert-11': { 'Le service': '2', 'Le prix': '-1' },
      'hidden-12': 'salon',
      'text-13': 'Devis',
      'textarea-14': 'Bonjour',
      'email-15': 'c@exemple.fr',
      'number-16': '3',
      'website-17': 'https://exemple.fr',
      'currency-18': '1500',
      'password-19': 's3cret',
      'twitter-20': 'vitrine',
    });
  }, 60_000);
});
