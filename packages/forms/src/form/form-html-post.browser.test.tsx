import { createDataLayer } from '@vitrine/core-data/data-layer';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition } from '../core/form-definition';
import { FormBlock, type FormBlockProps } from './form-block';

const contact: FormDefinition = {
  id: 'formulaire-contact',
  submitButtonText: 'Envoyer',
  fields: [
    { id: 'email', type: 'email', title: 'E-mail', required: true },
    { id: 'jours', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi'] },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 20 },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Requests for the submission code, as the browser fetched them. */
const submissionCodeRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('submission-path'));

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  sessionStorage.clear();
});

/** The block as the server sends it, in the page, not hydrated yet. */
function serverRendered(props: FormBlockProps): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = renderToString(<FormBlock {...props} />);
  document.body.append(host);
  return host;
}

describe('FormBlock before and without the page script', () => {
  // First in the file: the module is fetched once per page.
  it('loads its submission code on the first interaction, not with the form', async () => {
    const screen = await render(<FormBlock definition={contact} drafts={false} />);
    await expect
      .element(screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }))
      .toBeVisible();
    expect(submissionCodeRequests()).toEqual([]);
    await userEvent.click(screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }));
    await vi.waitFor(() => expect(submissionCodeRequests()).toHaveLength(1));
  });

  it('is a real HTML form: method post, the action and the hidden fields', () => {
    const element = serverRendered({
      definition: contact,
      htmlPost: {
        action: '/contact#formulaire-contact',
        fields: { formulaire: 'formulaire-contact' },
      },
    });
    const form = element.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/contact#formulaire-contact');
    expect(form && Object.fromEntries(new FormData(form))).toMatchObject({
      formulaire: 'formulaire-contact',
      email: '',
      message: '',
    });
  });

  it('keeps what the visitor typed and ticked before it hydrated, and sends it', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/form/FormSubmissionKey') ? json(200, { key: 'k' }) : json(200, {}),
    );
    const dataLayer = createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} });
    const props: FormBlockProps = { definition: contact, dataLayer, drafts: false };
    const element = serverRendered(props);
    // Typed into the server's HTML, no React yet.
    await userEvent.fill(
      page.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.fill(page.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await userEvent.click(page.getByRole('checkbox', { name: 'Mardi' }));

    await act(async () => {
      root = hydrateRoot(element, <FormBlock {...props} />);
    });
    // Sent at once, as a submit held during hydration would be: the state already has it all.
    element.querySelector('form')?.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const save = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(JSON.parse(String(save[1].body)).form)).toEqual({
      email: 'a@exemple.fr',
      jours: ['Mardi'],
      message: 'Bonjour',
    });
    await expect.element(page.getByText('Merci ! Votre message a bien été envoyé.')).toBeVisible();
  });

  it('renders a refused post with the values and errors in place, and hydrates without moving focus', async () => {
    const props: FormBlockProps = {
      definition: contact,
      drafts: false,
      posted: {
        status: 'failure',
        inputs: { email: 'pas-une-adresse', message: 'Bonjour' },
        errors: { fields: { email: { key: 'forms.error.required' } }, general: [] },
      },
    };
    const element = serverRendered(props);
    const email = page.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await expect.element(email).toHaveValue('pas-une-adresse');
    await expect.element(email).toHaveAccessibleDescription('Ce champ est obligatoire.');
    const message = page.getByRole('textbox', { name: 'Message' });
    (message.element() as HTMLElement).focus();
    await act(async () => {
      root = hydrateRoot(element, <FormBlock {...props} />);
    });
    await expect
      .element(message)
      .toHaveAccessibleDescription('7 caractères saisis sur 20 autorisés');
    expect(document.activeElement).toBe(message.element());
  });

  it('renders an accepted post as the success message', async () => {
    serverRendered({ definition: contact, posted: { status: 'success' } });
    await expect.element(page.getByText('Merci ! Votre message a bien été envoyé.')).toBeVisible();
    expect(host?.querySelector('form')).toBeNull();
  });

  it('renders the owner’s message of an accepted post in the server HTML, without its scripts', async () => {
    const element = serverRendered({
      definition: {
        ...contact,
        postSubmitMessage:
          '<p>Merci <strong>Camille</strong>.</p><script>window.__ran = 1</script>',
      },
      posted: { status: 'success' },
    });
    await expect.element(page.getByText('Camille')).toBeVisible();
    expect(element.querySelector('script')).toBeNull();
    expect(element.querySelector('strong')?.textContent).toBe('Camille');
  });
});
