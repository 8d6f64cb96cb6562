import { createDataLayer } from '@vitrine/core-data/data-layer';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createFakeCaptchaProvider } from '../captcha/fake-captcha-provider';
import { NewsletterBlock } from './newsletter-block';
import type { NewsletterDefinition } from './newsletter-form';
import '../styles/forms.css';

const newsletter: NewsletterDefinition = {
  id: 'newsletter-1',
  title: 'Lettre d’information',
  description: 'Nos nouveautés, une fois par mois.',
  emailPlaceholder: 'nom@exemple.fr',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(save: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.includes('FormSubmissionKey') ? json(200, { key: 'k' }) : save(),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} }) };
}

// Drafts live in the session storage: each test starts with none.
beforeEach(() => {
  sessionStorage.clear();
});

describe('NewsletterBlock', () => {
  it('shows its heading, text, e-mail field and button, with no axe violation', async () => {
    const screen = await render(<NewsletterBlock definition={newsletter} />);
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'Lettre d’information' }))
      .toBeVisible();
    await expect.element(screen.getByText('Nos nouveautés, une fois par mois.')).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }))
      .toHaveAttribute('placeholder', 'nom@exemple.fr');
    await expect.element(screen.getByRole('button', { name: 'S’inscrire' })).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows one error summary, above its fields, where a long form repeats it by the button', async () => {
    const screen = await render(<NewsletterBlock definition={newsletter} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }).element(),
      'pas-une-adresse',
    );
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }).element());
    const summary = 'Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.';
    await expect.element(screen.getByText(summary)).toBeVisible();
    expect(screen.container.querySelectorAll('.vitrine-form-messages')).toHaveLength(1);
    expect(screen.container.textContent?.split(summary).length).toBe(2);
  });

  it('uses the small layout in a container under 320 px (spec 000 §9)', async () => {
    const screen = await render(
      <>
        <div style={{ width: 300 }} data-testid="etroit">
          <NewsletterBlock definition={newsletter} />
        </div>
        <div style={{ width: 320 }} data-testid="large">
          <NewsletterBlock definition={{ ...newsletter, id: 'newsletter-2' }} />
        </div>
      </>,
    );
    const narrow = screen.getByTestId('etroit').element().querySelector('.vitrine-newsletter');
    const wide = screen.getByTestId('large').element().querySelector('.vitrine-newsletter');
    await vi.waitFor(() => expect(narrow?.getAttribute('data-layout')).toBe('small'));
    expect(wide?.getAttribute('data-layout')).toBe('regular');
  });

  it('switches layout when its container is resized across 320 px', async () => {
    const screen = await render(
      <div style={{ width: 500 }} data-testid="conteneur">
        <NewsletterBlock definition={newsletter} />
      </div>,
    );
    const container = screen.getByTestId('conteneur').element() as HTMLElement;
    const block = container.querySelector('.vitrine-newsletter');
    await vi.waitFor(() => expect(block?.getAttribute('data-layout')).toBe('regular'));
    container.style.width = '280px';
    await vi.waitFor(() => expect(block?.getAttribute('data-layout')).toBe('small'));
  });

  it('subscribes: sends the e-mail (and name) keyed by field id, then thanks the visitor', async () => {
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const onSubmitted = vi.fn();
    const screen = await render(
      <NewsletterBlock
        definition={{ ...newsletter, showName: true }}
        dataLayer={dataLayer}
        onSubmitted={onSubmitted}
        pageFields={{ pagePath: '/' }}
      />,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nom', exact: true }), 'Martin');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }),
      'camille@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Merci pour votre inscription !');
    await expect
      .element(screen.getByRole('heading', { name: 'Lettre d’information' }))
      .toBeVisible();
    const save = fetch.mock.calls.find(([url]) => url.includes('SaveFormSubmission'));
    expect(JSON.parse(String(save?.[1].body))).toEqual({
      key: 'k',
      formId: 'newsletter-1',
      collectionId: null,
      objectName: null,
      isOverlayForm: false,
      submitButtonText: 'S’inscrire',
      form: JSON.stringify({ name: ['Camille', 'Martin'], email: 'camille@exemple.fr' }),
      pagePath: '/',
    });
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it('checks the e-mail address before sending', async () => {
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(<NewsletterBlock definition={newsletter} dataLayer={dataLayer} />);
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' });
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await userEvent.fill(email, 'camille@');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await expect
      .element(email)
      .toHaveAccessibleDescription(
        'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
      );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a 400 field error at the e-mail field and keeps the address', async () => {
    const { dataLayer } = fakeServer(() =>
      json(400, { errors: { email: 'Cette adresse est déjà inscrite.' } }),
    );
    const screen = await render(
      <NewsletterBlock
        definition={{ ...newsletter, captcha: true }}
        dataLayer={dataLayer}
        captchaProvider={createFakeCaptchaProvider({ label: 'Je ne suis pas un robot' })}
        captchaSettings={{ siteKey: 'cle' }}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' });
    await userEvent.fill(email, 'camille@exemple.fr');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await expect.element(email).toHaveAccessibleDescription('Cette adresse est déjà inscrite.');
    await expect.element(email).toHaveValue('camille@exemple.fr');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' }))
      .not.toBeChecked();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});
