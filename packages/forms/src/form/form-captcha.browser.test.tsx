import { createDataLayer } from '@vitrine/core-data/data-layer';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createFakeCaptchaProvider } from '../captcha/fake-captcha-provider';
import { createRecaptchaProvider, type Grecaptcha } from '../captcha/recaptcha-provider';
import type { FormDefinition } from '../core/form-definition';
import { FormBlock } from './form-block';
import '../styles/forms.css';

const withCaptcha: FormDefinition = {
  id: 'form-captcha',
  captcha: true,
  fields: [{ id: 'email-1', type: 'email', title: 'E-mail', required: true }],
};
const captchaSettings = { siteKey: 'site-key-1' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(save: () => Response) {
  const fetch = vi.fn(async (url: string, _init: RequestInit) =>
    url.includes('FormSubmissionKey') ? json(200, { key: 'k' }) : save(),
  );
  return { fetch, dataLayer: createDataLayer({ fetch, crumb: 'c', resetCrumb: () => {} }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const script of document.querySelectorAll('script[src*="recaptcha"]')) script.remove();
});

// Drafts live in the session storage: each test starts with none.
beforeEach(() => {
  sessionStorage.clear();
});

describe('FormBlock with a captcha (spec 000 §4, §5, §8, §9)', () => {
  it('a captcha must be solved: its message is shown at the captcha and nothing is sent', async () => {
    const provider = createFakeCaptchaProvider({ label: 'Je ne suis pas un robot' });
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(
      <FormBlock
        definition={withCaptcha}
        dataLayer={dataLayer}
        captchaProvider={provider}
        captchaSettings={captchaSettings}
      />,
    );
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const message = 'Veuillez résoudre le CAPTCHA pour envoyer le formulaire.';
    await expect
      .element(screen.getByRole('group', { name: 'Vérification anti-robot' }))
      .toHaveAccessibleDescription(message);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetch).not.toHaveBeenCalled();
    expect(provider.renders[0]).toMatchObject({ siteKey: 'site-key-1', language: 'fr' });
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('sends the solved captcha as captchaKey, and resets it on a failure, keeping entries', async () => {
    const provider = createFakeCaptchaProvider({
      label: 'Je ne suis pas un robot',
      token: 'tok-1',
    });
    const { fetch, dataLayer } = fakeServer(() => new Response('', { status: 500 }));
    const screen = await render(
      <FormBlock
        definition={withCaptcha}
        dataLayer={dataLayer}
        captchaProvider={provider}
        captchaSettings={captchaSettings}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail (obligatoire)' });
    await userEvent.fill(email, 'a@exemple.fr');
    const robot = screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' });
    await userEvent.click(robot);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.');
    const save = fetch.mock.calls.find(([url]) => url.includes('SaveFormSubmission'));
    expect(JSON.parse(String(save?.[1].body)).captchaKey).toBe('tok-1');
    expect(provider.resets).toBe(1);
    await expect.element(robot).not.toBeChecked();
    await expect.element(email).toHaveValue('a@exemple.fr');
  });

  it('a submit button bound to the captcha is disabled until it is solved, and after a failure', async () => {
    const provider = createFakeCaptchaProvider({ label: 'Je ne suis pas un robot' });
    const { dataLayer } = fakeServer(() => json(400, { errors: { 'email-1': 'Refusée' } }));
    const screen = await render(
      <FormBlock
        definition={{ ...withCaptcha, submitBoundToCaptcha: true }}
        dataLayer={dataLayer}
        captchaProvider={provider}
        captchaSettings={captchaSettings}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Envoyer' });
    await expect.element(submit).toBeDisabled();
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' }));
    await expect.element(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect.element(screen.getByText('Refusée')).toBeVisible();
    await expect.element(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' }));
    await expect.element(submit).toBeEnabled();
  });

  it('draws the captcha compact in a container under 320 px, normal otherwise', async () => {
    const narrow = createFakeCaptchaProvider({ label: 'Je ne suis pas un robot' });
    const wide = createFakeCaptchaProvider({ label: 'Je ne suis pas un robot' });
    await render(
      <>
        <div style={{ width: 300 }}>
          <FormBlock
            definition={withCaptcha}
            captchaProvider={narrow}
            captchaSettings={captchaSettings}
          />
        </div>
        <div style={{ width: 320 }}>
          <FormBlock
            definition={withCaptcha}
            captchaProvider={wide}
            captchaSettings={captchaSettings}
          />
        </div>
      </>,
    );
    await vi.waitFor(() => expect(narrow.renders[0]?.size).toBe('compact'));
    await vi.waitFor(() => expect(wide.renders[0]?.size).toBe('normal'));
  });

  it('loads the reCAPTCHA script only when a form with a captcha is on the page, once', async () => {
    const plain: FormDefinition = { ...withCaptcha, id: 'plain', captcha: false };
    const first = await render(<FormBlock definition={plain} captchaSettings={captchaSettings} />);
    await expect.element(first.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(0);
    await first.unmount();

    const screen = await render(
      <>
        <FormBlock definition={withCaptcha} captchaSettings={captchaSettings} />
        <FormBlock
          definition={{ ...withCaptcha, id: 'second' }}
          captchaSettings={captchaSettings}
        />
      </>,
    );
    await expect.element(screen.getByRole('button', { name: 'Envoyer' }).first()).toBeVisible();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(
      'https://www.google.com/recaptcha/api.js?onload=__vitrineRecaptchaLoaded&render=explicit&hl=fr',
    );
  });

  it('shows that the captcha is unavailable when its script cannot load', async () => {
    const provider = createFakeCaptchaProvider({ failToLoad: true });
    const screen = await render(
      <FormBlock
        definition={withCaptcha}
        captchaProvider={provider}
        captchaSettings={captchaSettings}
      />,
    );
    await expect
      .element(
        screen.getByText(
          'La vérification anti-robot n’a pas pu être chargée. Veuillez recharger la page.',
        ),
      )
      .toBeVisible();
  });

  it('drives reCAPTCHA through its API: site key, size, token as captchaKey, reset on failure', async () => {
    const widgetReset = vi.fn();
    let solve: (token: string) => void = () => {};
    const grecaptcha: Grecaptcha = {
      render: vi.fn((_container, parameters) => {
        solve = parameters.callback;
        return 7;
      }),
      reset: widgetReset,
    };
    const provider = createRecaptchaProvider({ loadScript: async () => grecaptcha });
    const { fetch, dataLayer } = fakeServer(() => new Response('', { status: 429 }));
    const screen = await render(
      <FormBlock
        definition={withCaptcha}
        dataLayer={dataLayer}
        captchaProvider={provider}
        captchaSettings={captchaSettings}
      />,
    );
    await vi.waitFor(() =>
      expect(grecaptcha.render).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ sitekey: 'site-key-1', size: 'normal' }),
      ),
    );
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    solve('recaptcha-token');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Envoi impossible : la limite de fréquence d’envoi est dépassée.');
    const save = fetch.mock.calls.find(([url]) => url.includes('SaveFormSubmission'));
    expect(JSON.parse(String(save?.[1].body)).captchaKey).toBe('recaptcha-token');
    expect(widgetReset).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('without a site key: an error in the console, and the form is sent without captcha', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, dataLayer } = fakeServer(() => json(200, {}));
    const screen = await render(<FormBlock definition={withCaptcha} dataLayer={dataLayer} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no captchaSettings.siteKey'));
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail (obligatoire)' }),
      'a@exemple.fr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await expect.element(screen.getByRole('status')).toBeVisible();
    const save = fetch.mock.calls.find(([url]) => url.includes('SaveFormSubmission'));
    expect('captchaKey' in JSON.parse(String(save?.[1].body))).toBe(false);
  });
});
