// The API over real HTTP (@hono/node-server), as the demo runs it: socket address, streaming bodies.
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp } from './create-api-app';
import { temporaryDatabase } from './testing/browser-like-client';

let database: ReturnType<typeof temporaryDatabase>;
let server: ServerType;
let origin: string;

beforeEach(async () => {
  database = temporaryDatabase();
  const app = createApiApp({ db: database.db, rateLimit: { max: 1, windowMs: 60_000 } });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  database.dispose();
});

function cookieValue(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return cookie?.split(';')[0]?.slice(name.length + 1) ?? '';
}

describe('the API over HTTP', () => {
  it('limits submissions by socket address when the visitor has no census cookie', async () => {
    const first = await fetch(`${origin}/api/multilingual/status`);
    const crumb = cookieValue(first, 'crumb');
    const headers = { cookie: `crumb=${crumb}`, origin };
    const submit = async () => {
      const keyAnswer = await fetch(`${origin}/api/form/FormSubmissionKey?crumb=${crumb}`, {
        method: 'POST',
        headers,
      });
      const { key } = (await keyAnswer.json()) as { key: string };
      return fetch(`${origin}/api/form/SaveFormSubmission?crumb=${crumb}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          key,
          formId: 'lettre-atelier',
          form: JSON.stringify({ email: 'lea@exemple.fr', name: ['', ''] }),
        }),
      });
    };
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(429);
  });

  it('stops reading a streamed body past 64 kB', async () => {
    const chunks = Array.from({ length: 40 }, () => 'x'.repeat(4096));
    const response = await fetch(`${origin}/api/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});
