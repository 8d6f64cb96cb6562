import type { BlockProps } from '@vitrine/runtime/registry';
import { createPageSession } from '@vitrine/runtime/session';
import { type FormEvent, useId, useState } from 'react';
import { type Decoded, isRecord, ok, sitePath, text } from './decode-helpers';
import { pageEnvironment } from './environment';

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
 * The member area (spec 000 §1, §3 "Session login", §4 "Logout"): a login form for a visitor
 * (email, password, rememberMe), the member's name and a logout button once signed in.
 */
export function Component({ data }: BlockProps<MemberAreaData>) {
  const { visitor, search } = pageEnvironment();
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy'>('idle');
  const [message, setMessage] = useState('');

  async function login(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState('busy');
    setMessage('');
    const session = createPageSession({ accountKind: 'site-member' });
    const answer = await session.login({
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      rememberMe: form.get('rememberMe') === 'on',
    });
    if (answer.ok) {
      window.location.assign(returnPath(window.location.search) ?? window.location.pathname);
      return;
    }
    setState('idle');
    setMessage(answer.message);
  }

  async function logout() {
    setState('busy');
    const answer = await createPageSession({ accountKind: 'site-member' }).logout();
    if (!answer.ok) {
      setState('idle');
      setMessage(answer.message);
    }
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
        <p role="alert" className="demo-error">
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
          required
        />
        <label className="demo-check">
          <input name="rememberMe" type="checkbox" /> Rester connecté·e
        </label>
        <button type="submit" className="demo-button" disabled={state === 'busy'}>
          {state === 'busy' ? 'Connexion…' : 'Se connecter'}
        </button>
        <p role="alert" className="demo-error">
          {message}
        </p>
      </form>
    </section>
  );
}
