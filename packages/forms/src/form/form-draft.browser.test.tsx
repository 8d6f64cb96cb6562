import { createDataLayer } from '@vitrine/core-data/data-layer';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition } from '../core/form-definition';
import { draftKey } from '../drafts/draft-store';
import { hasUnsentInput } from '../drafts/unsent-input';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import { FormBlock } from './form-block';
import '../styles/forms.css';

const contact: FormDefinition = {
  id: 'formulaire-contact',
  fields: [
    { id: 'nom', type: 'name', title: 'Nom' },
    { id: 'email', type: 'email', title: 'E-mail', required: true },
    { id: 'jours', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi'] },
    { id: 'code', type: 'password', title: 'Code de la galerie' },
    { id: 'origine', type: 'hidden', key: 'source', value: 'site' },
    { id: 'message', type: 'textarea', title: 'Message' },
  ],
};
const KEY = draftKey(location.pathname, contact.id);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer() {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.startsWith('/api/form/FormSubmissionKey') ? json(200, { key: 'k' }) : json(200, {}),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} }) };
}

/** The draft as stored, parsed; null when there is none. */
const storedDraft = () => {
  const text = sessionStorage.getItem(KEY);
  return text === null ? null : JSON.parse(text);
};

beforeEach(() => {
  sessionStorage.clear();
});

describe('drafts: what a visitor types survives a remount, a reload, Back', () => {
  it('type, unmount, remount: the values are back, the password is not', async () => {
    const first = await render(<FormBlock definition={contact} />);
    await userEvent.fill(first.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(
      first.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'c@exemple.fr',
    );
    await userEvent.click(first.getByRole('checkbox', { name: 'Mardi' }));
    await userEvent.fill(first.getByLabelText('Code de la galerie'), 'galerie-secrete');
    await userEvent.fill(first.getByRole('textbox', { name: 'Message' }), 'Bonjour,\nà bientôt');
    await first.unmount();

    const raw = sessionStorage.getItem(KEY) ?? '';
    expect(raw).not.toContain('galerie-secrete');
    expect(raw).not.toContain('site');
    expect(Object.keys(JSON.parse(raw).inputs)).toEqual(['nom', 'email', 'jours', 'message']);

    const second = await render(<FormBlock definition={contact} />);
    await expect.element(second.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille');
    await expect
      .element(second.getByRole('textbox', { name: 'E-mail (obligatoire)' }))
      .toHaveValue('c@exemple.fr');
    await expect.element(second.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
    await expect
      .element(second.getByRole('textbox', { name: 'Message' }))
      .toHaveValue('Bonjour,\nà bientôt');
    await expect.element(second.getByLabelText('Code de la galerie')).toHaveValue('');
  });

  it('a successful submission removes the draft', async () => {
    const { dataLayer } = fakeServer();
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'c@exemple.fr',
    );
    await vi.waitFor(() => expect(storedDraft()?.inputs.email).toBe('c@exemple.fr'));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    await screen.unmount();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is written at once when the page hides, without waiting for the pause', async () => {
    const screen = await render(<FormBlock definition={contact} />);
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'c@exemple.fr',
    );
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(storedDraft()?.inputs.email).toBe('c@exemple.fr');
  });

  it('drafts={false}: nothing is stored, nothing comes back', async () => {
    const first = await render(<FormBlock definition={contact} drafts={false} />);
    await userEvent.fill(
      first.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'c@exemple.fr',
    );
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await first.unmount();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem(KEY, JSON.stringify({ v: 1, inputs: { email: 'b@exemple.fr' } }));
    const second = await render(<FormBlock definition={contact} drafts={false} />);
    await expect
      .element(second.getByRole('textbox', { name: 'E-mail (obligatoire)' }))
      .toHaveValue('');
  });

  it('garbage in the storage: an empty form, no crash, and the next typing replaces it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(KEY, '{"v":1,"inputs":{"email":');
    const screen = await render(<FormBlock definition={contact} />);
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await expect.element(email).toHaveValue('');
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    await userEvent.fill(email, 'c@exemple.fr');
    await vi.waitFor(() => expect(storedDraft()?.inputs.email).toBe('c@exemple.fr'));
    warn.mockRestore();
  });

  it('the newsletter block keeps its draft too', async () => {
    const newsletter = { id: 'lettre', showName: true };
    const first = await render(<NewsletterBlock definition={newsletter} />);
    await userEvent.fill(
      first.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }),
      'c@exemple.fr',
    );
    await first.unmount();
    expect(sessionStorage.getItem(draftKey(location.pathname, 'lettre'))).not.toBeNull();
    const second = await render(<NewsletterBlock definition={newsletter} />);
    await expect
      .element(second.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }))
      .toHaveValue('c@exemple.fr');
  });
});

describe('data-unsent-input and hasUnsentInput', () => {
  it('marks the form while it holds input not yet sent, until the success', async () => {
    const { dataLayer } = fakeServer();
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    const form = screen.container.querySelector('form');
    expect(form?.hasAttribute('data-unsent-input')).toBe(false);
    expect(hasUnsentInput()).toBe(false);
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await userEvent.fill(email, 'c@exemple.fr');
    await vi.waitFor(() => expect(form?.getAttribute('data-unsent-input')).toBe(''));
    expect(hasUnsentInput()).toBe(true);
    expect(hasUnsentInput(screen.container)).toBe(true);
    expect(hasUnsentInput(document.createElement('div'))).toBe(false);
    const marked = document.createElement('div');
    marked.innerHTML = '<form data-unsent-input="false"></form>';
    expect(hasUnsentInput(marked)).toBe(false);
    await userEvent.clear(email);
    await vi.waitFor(() => expect(hasUnsentInput()).toBe(false));
    await userEvent.fill(email, 'c@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(hasUnsentInput()).toBe(false);
  });

  it('a restored draft is unsent input', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ v: 1, inputs: { email: 'c@exemple.fr' } }));
    const screen = await render(<FormBlock definition={contact} />);
    await vi.waitFor(() => expect(hasUnsentInput(screen.container)).toBe(true));
  });
});

describe('hydration: the server HTML is empty, the draft comes after', () => {
  it('keeps what the visitor typed before hydration, fills the rest from the draft, no mismatch', async () => {
    const { fetch, dataLayer } = fakeServer();
    const block = <FormBlock definition={contact} dataLayer={dataLayer} />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(block);
    // The visitor types before the island's script runs.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!email) throw new Error('no e-mail input in the server HTML');
    expect(email.value).toBe('');
    email.value = 'visiteur@exemple.fr';
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ v: 1, inputs: { email: 'brouillon@exemple.fr', message: 'Mon brouillon' } }),
    );
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = hydrateRoot(container, block, { onRecoverableError: recoverable });

    const message = container.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
    await vi.waitFor(() => expect(message?.value).toBe('Mon brouillon'));
    expect(email.value).toBe('visiteur@exemple.fr');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    // The form's state holds the visitor's address: it is what is sent.
    container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const save = fetch.mock.calls.find(([url]) => url.startsWith('/api/form/SaveFormSubmission'));
    expect(JSON.parse(JSON.parse(String(save?.[1].body)).form)).toMatchObject({
      email: 'visiteur@exemple.fr',
      message: 'Mon brouillon',
    });
    root.unmount();
    container.remove();
    consoleError.mockRestore();
  });
});

describe('a change in one control of a field keeps what the other controls hold', () => {
  // While a block hydrates, React can run a change handler from a render made before the state
  // caught up with what the visitor had typed in the field's other controls (seen on /contact:
  // the first name, typed as hydration began, wiped by the last name typed during it). Here the
  // controls are given values behind React's back (the native setters), which leaves the state
  // just as stale, deterministically.
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  const nativeChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked');

  async function renderContact() {
    const { fetch, dataLayer } = fakeServer();
    const screen = await render(
      <FormBlock definition={contact} dataLayer={dataLayer} drafts={false} />,
    );
    const control = (selector: string) => {
      const found = screen.container.querySelector<HTMLInputElement>(selector);
      if (!found) throw new Error(`no ${selector}`);
      return found;
    };
    /** Sends the form and returns what was sent. */
    const send = async () => {
      await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'camille@exemple.fr');
      await screen.getByRole('button', { name: /Envoyer/ }).click();
      await vi.waitFor(() => expect(saved()).toBeDefined());
      return JSON.parse(JSON.parse(String(saved()?.[1].body)).form);
    };
    const saved = () =>
      fetch.mock.calls.find(([url]) => url.startsWith('/api/form/SaveFormSubmission'));
    return { screen, control, send };
  }

  it('name: the first name the state missed stays when the last name is typed, and is sent', async () => {
    const { screen, control, send } = await renderContact();
    nativeValue?.set?.call(control('input[name="nom-0"]'), 'Camille');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Durand');
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille');
    expect(JSON.stringify(await send())).toContain('Camille');
  });

  it('checkboxes: the box the state missed stays ticked when another is ticked, and is sent', async () => {
    const { screen, control, send } = await renderContact();
    nativeChecked?.set?.call(control('input[name="jours"][value="Lundi"]'), true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mardi' }));
    await expect.element(screen.getByRole('checkbox', { name: 'Lundi' })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
    expect((await send()).jours).toEqual(['Lundi', 'Mardi']);
  });

  it('likert: the answer the state missed stays when another question is answered', async () => {
    const survey: FormDefinition = {
      id: 'avis',
      fields: [{ id: 'avis', type: 'likert', title: 'Avis', options: ['Accueil', 'Prix'] }],
    };
    const { dataLayer } = fakeServer();
    const screen = await render(
      <FormBlock definition={survey} dataLayer={dataLayer} drafts={false} />,
    );
    const radio = (question: number, value: number) => {
      const found = screen.container.querySelector<HTMLInputElement>(
        `input[name="avis-${question}"][value="${value}"]`,
      );
      if (!found) throw new Error(`no answer ${value} to question ${question}`);
      return found;
    };
    nativeChecked?.set?.call(radio(0, 2), true);
    await userEvent.click(radio(1, -1));
    await expect.element(radio(1, -1)).toBeChecked();
    await expect.element(radio(0, 2)).toBeChecked();
  });
});
