import { createDataLayer, type DataLayerError } from '@vitrine/core-data/data-layer';
import type { BlockProps } from '@vitrine/runtime/registry';
import { createPageSession, MASKED_PASSWORD_PLACEHOLDER } from '@vitrine/runtime/session';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Decoded, isRecord, ok, sitePath, text } from './decode-helpers';
import { usePageEnvironment } from './page-environment';
import { serverMessage } from './server-message';

interface MemberAreaData {
  readonly title: string;
  readonly intro: string;
}

export function decode(input: unknown): Decoded<MemberAreaData> {
  const record = isRecord(input) ? input : {};
  return ok({ title: text(record.title, 'Espace membres'), intro: text(record.intro) });
}

/** Where to go after login: the `retour` query value when it is a site path, else the page itself. */
function returnPath(search: string): string | null {
  const target = new URLSearchParams(search).get('retour');
  return sitePath(target);
}

/**
 * What a failed call tells the visitor: the server's own French message (`data.error`, e.g. wrong
 * credentials or the lockout's wait) when its answer carries one, since the data layer shows its
 * transport message instead (spec 000 §8: 'Requête non autorisée' for a 401); else the data
 * layer's message. A second crumb failure keeps the data layer's advice to reload: the server's
 * own says to try again, which the data layer has already done.
 */
function failureMessage(error: DataLayerError | undefined, fallback: string): string {
  if (error?.code === 'crumb') return fallback;
  return serverMessage(error) ?? fallback;
}

/**
 * The member area (spec 000 §1, §3 "Session login", §4 "Logout"): a login form for a visitor
 * (email, password with the fixed masked placeholder, rememberMe), the member's name and a logout
 * button once signed in.
 */
export function Component({ data }: BlockProps<MemberAreaData>) {
  const { visitor, search } = usePageEnvironment();
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy'>('idle');
  const [message, setMessage] = useState('');
  const [failures, setFailures] = useState(0);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // After a failed attempt, focus goes to the message, never left on <body> (where the disabled
  // button drops it). The message is about the whole attempt (e-mail or password, a lockout, a
  // lost connection), not one field, so a screen reader reads it as it lands there; the fields
  // just before it keep what was typed.
  useEffect(() => {
    if (failures > 0) messageRef.current?.focus();
  }, [failures]);

  function fail(text: string) {
    setState('idle');
    setMessage(text);
    setFailures((count) => count + 1);
  }

  /** A session on its own data layer, whose last failure is kept for its server message. */
  function memberSession() {
    const dataLayer = createDataLayer();
    let lastError: DataLayerError | undefined;
    dataLayer.on('error', (detail) => {
      lastError = detail.error;
    });
    return {
      session: createPageSession({ accountKind: 'site-member', dataLayer }),
      lastError: () => lastError,
    };
  }

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState('busy');
    setMessage('');
    const { session, lastError } = memberSession();
    const answer = await session.login({
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      rememberMe: form.get('rememberMe') === 'on',
    });
    if (answer.ok) {
      window.location.assign(returnPath(window.location.search) ?? window.location.pathname);
      return;
    }
    fail(failureMessage(lastError(), answer.message));
  }

  async function logout() {
    setState('busy');
    const { session, lastError } = memberSession();
    const answer = await session.logout();
    if (!answer.ok) fail(failureMessage(lastError(), answer.message));
  }

  if (visitor) {
    return (
      <section className="demo-member-area" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{data.title}</h2>
        <p>
          Bonjour {visitor.displayName}, vous êtes connecté·e avec {visitor.email}.
        </p>
        <button
          type="button"
          className="demo-button"
          onClick={() => void logout()}
          disabled={state === 'busy'}
        >
          Se déconnecter
        </button>
        <p role="alert" className="demo-error" tabIndex={-1} ref={messageRef}>
          {message}
        </p>
      </section>
    );
  }
  return (
    <section className="demo-member-area" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{data.title}</h2>
      {data.intro ? <p>{data.intro}</p> : null}
      <form
        className="demo-login"
        onSubmit={(event) => void login(event)}
        data-return={returnPath(search) ?? ''}
      >
        <label htmlFor={`${id}-email`}>Adresse e-mail</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        <label htmlFor={`${id}-password`}>Mot de passe</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={MASKED_PASSWORD_PLACEHOLDER}
          required
        />
        <label className="demo-check">
          <input name="rememberMe" type="checkbox" /> Rester connecté·e
        </label>
        <button type="submit" className="demo-button" disabled={state === 'busy'}>
          {state === 'busy' ? 'Connexion…' : 'Se connecter'}
        </button>
        <p role="alert" className="demo-error" tabIndex={-1} ref={messageRef}>
          {message}
        </p>
      </form>
    </section>
  );
}
