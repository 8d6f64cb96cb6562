import { createDataLayer } from '@vitrine/core-data/data-layer';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FormDefinition } from '../core/form-definition';
import { FormBlock } from './form-block';
import '../styles/forms.css';

/** A contact form with a field of every kind the tests fill. */
const contact: FormDefinition = {
  id: 'form-contact',
  collectionId: 'collection-1',
  objectName: 'page-section-1',
  submitButtonText: 'Envoyer',
  fields: [
    { id: 'name-1', type: 'name', title: 'Nom', required: true },
    { id: 'email-2', type: 'email', title: 'E-mail', required: true },
    { id: 'phone-3', type: 'phone', title: 'Téléphone' },
    { id: 'textarea-4', type: 'textarea', title: 'Message', maxLength: 20 },
    { id: 'checkbox-5', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi'] },
    { id: 'hidden-6', type: 'hidden', key: 'ref', value: 'site' },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server behind the data layer: the key call answers a key, the save call `save()`. */
function fakeServer(save: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.startsWith('/api/form/FormSubmissionKey') ? json(200, { key: 'submission-key' }) : save(),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'crumb-1', resetCrumb: () => {} }) };
}

/** The JSON body of the SaveFormSubmission call. */
function savedPayload(fetch: ReturnType<typeof fakeServer>['fetch']) {
  const call = fetch.mock.calls.find(([url]) => url.startsWith('/api/form/SaveFormSubmission'));
  return JSON.parse(String(call?.[1].body));
}

// Drafts live in the session storage: each test starts with none.
beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FormBlock: fill and submit against a fake server (spec 000 §4, §5, §7, §8)', () => {
  it('labels every input, links descriptions and errors, and has no axe violation', async () => {
    const { dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await expect.element(screen.getByRole('group', { name: 'Nom (obligatoire)' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }))
      .toHaveAttribute('aria-required', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'Indicatif régional' })).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'Mardi' })).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Message' }))
      .toHaveAccessibleDescription('0 caractère saisi sur 20 autorisés');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('success with redirect: sends the payload of §7 and goes to the success URL', async () => {
    const { fetch, dataLayer } = fakeServer(() => json(200, { success: true }));
    const navigate = vi.fn();
    const onSubmitted = vi.fn();
    const screen = await render(
      <FormBlock
        definition={{ ...contact, successRedirect: '/merci' }}
        dataLayer={dataLayer}
        navigate={navigate}
        onSubmitted={onSubmitted}
        search="?ref=affiche"
        pageFields={{ pagePath: '/contact', pageTitle: 'Contact' }}
        censusFields={{ eventSource: 'form-block' }}
      />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'camille@exemple.fr',
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Indicatif régional' }), '01');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Préfixe' }), '23');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Numéro' }), '4567');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mardi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith('/merci'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/form/FormSubmissionKey?crumb=crumb-1',
      '/api/form/SaveFormSubmission?crumb=crumb-1',
    ]);
    expect(savedPayload(fetch)).toEqual({
      key: 'submission-key',
      formId: 'form-contact',
      collectionId: 'collection-1',
      objectName: 'page-section-1',
      isOverlayForm: false,
      submitButtonText: 'Envoyer',
      form: JSON.stringify({
        'name-1': ['Camille', 'Martin'],
        'email-2': 'camille@exemple.fr',
        'phone-3': ['', '01', '23', '4567'],
        'textarea-4': '',
        'checkbox-5': ['Mardi'],
        'hidden-6': 'affiche',
      }),
      pagePath: '/contact',
      pageTitle: 'Contact',
      eventSource: 'form-block',
    });
    expect(onSubmitted).toHaveBeenCalledWith({
      formId: 'form-contact',
      collectionId: 'collection-1',
      objectName: 'page-section-1',
      isOverlayForm: false,
      redirect: '/merci',
    });
  });

  it('success with message: hides the form, shows the message, runs the post-submit scripts once', async () => {
    const page = window as Window & { vitrinePostSubmitRuns?: number };
    page.vitrinePostSubmitRuns = 0;
    const { dataLayer } = fakeServer(() => json(200, {}));
    const navigate = vi.fn();
    const screen = await render(
      <FormBlock
        definition={{
          ...contact,
          postSubmitMessage: '<p>Merci <strong>beaucoup</strong>, à bientôt.</p>',
          postSubmitHtml:
            '<p>Suivi</p><script>window.vitrinePostSubmitRuns = window.vitrinePostSubmitRuns + 1;</script>',
        }}
        dataLayer={dataLayer}
        navigate={navigate}
      />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Merci beaucoup, à bientôt.');
    await expect.element(status).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('Suivi')).toBeVisible();
    expect(page.vitrinePostSubmitRuns).toBe(1);
    expect(navigate).not.toHaveBeenCalled();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('success without a post-submit message shows the catalogue’s thanks', async () => {
    const { dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Merci ! Votre message a bien été envoyé.');
  });

  it('400 field errors: a message at each field, the general message above and below, entries kept', async () => {
    const { dataLayer } = fakeServer(() =>
      json(400, { errors: { 'email-2': 'Cette adresse est déjà inscrite.' } }),
    );
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.fill(email, 'camille@exemple.fr');
    await userEvent.fill(message, 'Bonjour');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lundi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('Cette adresse est déjà inscrite.');
    await expect.element(email).toHaveFocus();
    const general =
      'Votre formulaire présente un problème. Consultez les messages ci-dessous ou ci-dessus.';
    expect(screen.getByText(general).elements()).toHaveLength(2);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(general);
    await expect.element(email).toHaveValue('camille@exemple.fr');
    await expect.element(message).toHaveValue('Bonjour');
    await expect.element(screen.getByRole('checkbox', { name: 'Lundi' })).toBeChecked();
    await expect.element(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('429: the rate-limit message, entries kept, the form unlocked', async () => {
    const { dataLayer } = fakeServer(() => new Response('', { status: 429 }));
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await userEvent.fill(email, 'camille@exemple.fr');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Envoi impossible : la limite de fréquence d’envoi est dépassée.');
    await expect.element(email).toHaveValue('camille@exemple.fr');
    await expect.element(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille');
    await expect.element(email).toBeEnabled();
  });

  it('500: the try-later message, entries kept', async () => {
    const { dataLayer } = fakeServer(() => new Response('', { status: 500 }));
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await userEvent.fill(email, 'camille@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.');
    await expect.element(email).toHaveValue('camille@exemple.fr');
  });

  it('network failure: the send-failed message, entries kept, a new try succeeds', async () => {
    let online = false;
    const { dataLayer } = fakeServer(() =>
      online ? json(200, {}) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await userEvent.fill(email, 'camille@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        'Une erreur s’est produite lors de l’envoi du formulaire. Veuillez recharger la page et réessayer.',
      );
    await expect.element(email).toHaveValue('camille@exemple.fr');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toBeVisible();
  });

  it('double click: one submission, the button shows the in-progress text, the form is locked', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch, dataLayer } = fakeServer(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    await userEvent.dblClick(button);
    const busy = screen.getByRole('button', { name: 'Envoi en cours…' });
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    // Playwright refuses to click an aria-disabled button unless forced: a visitor can.
    await userEvent.click(busy, { force: true });
    await expect
      .element(screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }))
      .toBeDisabled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answer(json(200, {}));
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(fetch.mock.calls.map(([url]) => url.split('?')[0])).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ]);
  });

  it('client validation: e-mail and max-length messages at their fields, nothing sent', async () => {
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.fill(email, 'camille@');
    await userEvent.fill(message, 'Un message bien trop long.');
    await expect.element(screen.getByText('26 / 20')).toBeVisible();
    expect(screen.getByText('26 / 20').element().closest('[data-over-limit]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    await expect
      .element(email)
      .toHaveAccessibleDescription(
        'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
      );
    await expect.element(message).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByText('Vous avez dépassé le nombre de caractères autorisé.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.');
    await expect.element(email).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await expect.element(message).toHaveValue('Un message bien trop long.');
  });

  it('sends invalid values when validation is disabled for the form', async () => {
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(
      <FormBlock definition={{ ...contact, validationDisabled: true }} dataLayer={dataLayer} />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }), 'camille@');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(JSON.parse(savedPayload(fetch).form)['email-2']).toBe('camille@');
  });

  it('a hidden field never injects HTML from the query string', async () => {
    const page = window as Window & { vitrineInjected?: boolean };
    page.vitrineInjected = false;
    const markup = '<img src="x" onerror="window.vitrineInjected = true"><b id="injected">x</b>';
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(
      <FormBlock
        definition={{
          ...contact,
          postSubmitMessage: '<p>Merci</p>',
          postSubmitHtml: '<p>Suivi</p>',
        }}
        dataLayer={dataLayer}
        search={`?ref=${encodeURIComponent(markup)}`}
      />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Merci');

    expect(JSON.parse(savedPayload(fetch).form)['hidden-6']).toBe(markup);
    expect(document.getElementById('injected')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.container.innerHTML).not.toContain('onerror');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.vitrineInjected).toBe(false);
  });

  it('shows data.error of a failed answer as text, never as HTML', async () => {
    const { dataLayer } = fakeServer(() => json(403, { error: '<b id="from-server">Fermé</b>' }));
    const screen = await render(<FormBlock definition={contact} dataLayer={dataLayer} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('<b id="from-server">Fermé</b>');
    expect(document.getElementById('from-server')).toBeNull();
  });

  it('calls onRender once with the census fields of the form', async () => {
    const onRender = vi.fn();
    await render(<FormBlock definition={contact} onRender={onRender} />);
    expect(onRender).toHaveBeenCalledExactlyOnceWith({
      formId: 'form-contact',
      collectionId: 'collection-1',
      objectName: 'page-section-1',
      isOverlayForm: false,
    });
  });

  it('renders bad block data without crashing and warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <FormBlock
        definition={
          {
            id: 'f',
            fields: [
              { id: 'x', type: 'color' },
              { id: 'y', type: 'text', title: 'Ville' },
            ],
          } as unknown as FormDefinition
        }
      />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Ville' })).toBeVisible();
    expect(warn).toHaveBeenCalledWith(
      '@vitrine/forms: Field 0 (x) has the unknown type "color": left out.',
    );
  });
});
