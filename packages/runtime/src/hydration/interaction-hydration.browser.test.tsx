import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BlockModule, BlockProps, RuntimeRegistry } from '../registry/registry-types';
import { HYDRATION_STATE_ATTRIBUTE } from './block-elements';
import type { IdleScheduler, IdleTask } from './idle-scheduler';
import { type HydrationHandle, startHydration } from './start-hydration';

interface NoteData {
  readonly label: string;
}

/** What the test blocks did: the notes sent, the plays pressed. */
let sent: string[] = [];
const plays: string[] = [];

/** A one-field form block: what it sends is what its state holds. */
function Note({ data }: BlockProps<NoteData>) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What was typed into the server HTML before hydration: React keeps it in the control only.
  useLayoutEffect(() => setText(input.current?.value ?? ''), []);
  return (
    <form
      action="/envoi"
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(text);
      }}
    >
      <label>
        {data.label}
        <input
          ref={input}
          name="note"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit">Envoyer</button>
    </form>
  );
}

function Player({ data }: BlockProps<NoteData>) {
  return (
    <button type="button" onClick={() => plays.push('lecture')}>
      {data.label}
    </button>
  );
}

const decodeNote = (input: unknown) => ({ ok: true as const, value: input as NoteData });
function createNoteModule(into: string[]): BlockModule<NoteData> {
  sent = into;
  return { decode: decodeNote, Component: Note };
}

const serverForm = (kind: string) =>
  `<div data-block-kind="${kind}" data-block-json='{"label":"Note"}'><form action="/envoi" method="post"><label>Note<input name="note" value=""/></label><button type="submit">Envoyer</button></form></div>`;

/** A scheduler that runs its idle tasks when told. */
function manualScheduler(): IdleScheduler & { flush(): void; scheduled: number } {
  const tasks: IdleTask[] = [];
  return {
    scheduled: 0,
    schedule(task) {
      this.scheduled += 1;
      tasks.push(task);
      return () => tasks.splice(tasks.indexOf(task), 1);
    },
    get pending() {
      return tasks.length;
    },
    flush() {
      for (const task of tasks.splice(0)) task();
    },
    dispose() {
      tasks.length = 0;
    },
  };
}

let handle: HydrationHandle | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  handle?.dispose();
  handle = undefined;
  container?.remove();
  vi.restoreAllMocks();
});

function mount(html: string): HTMLElement {
  container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const stateOf = (element: Element | null) => element?.getAttribute(HYDRATION_STATE_ATTRIBUTE);

describe('hydration on the first interaction (registry hydrateOn: interaction)', () => {
  it('is not hydrated by idle time nor the viewport, only by a focus inside it', async () => {
    const root = mount(serverForm('form') + serverForm('newsletter'));
    const [form, newsletter] = root.querySelectorAll('[data-block-kind]');
    const sent: string[] = [];
    const scheduler = manualScheduler();
    const registry: RuntimeRegistry = {
      blocks: {
        form: async () => createNoteModule(sent),
        newsletter: async () => createNoteModule(sent),
      },
      hydrateOn: { form: 'interaction' },
    };
    handle = startHydration({ registry, report: vi.fn(), root, scheduler });
    scheduler.flush();
    // The newsletter (the default trigger) hydrates from the same idle run and viewport...
    await vi.waitFor(() => expect(stateOf(newsletter ?? null)).toBe('hydrated'));
    // ...while the form, as visible, was never scheduled and waits.
    expect(scheduler.scheduled).toBe(1);
    expect(stateOf(form ?? null)).toBe('pending');
    expect(form?.getAttribute('data-hydrate-on')).toBe('interaction');

    await userEvent.click(page.getByRole('textbox', { name: 'Note' }).first());
    await vi.waitFor(() => expect(stateOf(form ?? null)).toBe('hydrated'));
  });

  it('keeps what is typed while it hydrates, and sends a submit made before it was ready once', async () => {
    const root = mount(serverForm('form'));
    const sent: string[] = [];
    let release!: () => void;
    const slowCode = new Promise<void>((resolve) => {
      release = resolve;
    });
    const registry: RuntimeRegistry = {
      blocks: {
        form: async () => {
          await slowCode;
          return createNoteModule(sent);
        },
      },
      hydrateOn: { form: 'interaction' },
    };
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit');
    handle = startHydration({ registry, report: vi.fn(), root });
    const input = page.getByRole('textbox', { name: 'Note' });
    await userEvent.type(input, 'Bonjour');
    await userEvent.keyboard('{Enter}');
    // The code is still loading: the submit is held, the page has not gone anywhere.
    expect(stateOf(root.firstElementChild)).toBe('loading');
    release();
    await vi.waitFor(() => expect(sent).toEqual(['Bonjour']));
    await expect.element(input).toHaveValue('Bonjour');
    expect(nativeSubmit).not.toHaveBeenCalled();
  });

  it('when the block code fails, a held submit goes as the plain HTML post', async () => {
    const root = mount(serverForm('form'));
    const report = vi.fn();
    let fail!: () => void;
    const lostChunk = new Promise<never>((_, reject) => {
      fail = () => reject(new Error('chunk lost'));
    });
    const registry: RuntimeRegistry = {
      blocks: { form: () => lostChunk },
      hydrateOn: { form: 'interaction' },
    };
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    handle = startHydration({ registry, report, root });
    await userEvent.type(page.getByRole('textbox', { name: 'Note' }), 'Salut{Enter}');
    expect(stateOf(root.firstElementChild)).toBe('loading');
    fail();
    await vi.waitFor(() => expect(nativeSubmit).toHaveBeenCalledTimes(1));
    expect(stateOf(root.firstElementChild)).toBe('failed');
    expect(report).toHaveBeenCalledWith(
      expect.any(Error),
      expect.objectContaining({ phase: 'load' }),
    );
  });

  it('a function decides per block: a form with something to show hydrates at once', async () => {
    const root = mount(serverForm('form') + serverForm('form'));
    const [first, second] = root.querySelectorAll<HTMLElement>('[data-block-kind]');
    second?.setAttribute('data-has-draft', '');
    const scheduler = manualScheduler();
    const registry: RuntimeRegistry = {
      blocks: { form: async () => createNoteModule([]) },
      hydrateOn: {
        form: (element) => (element.hasAttribute('data-has-draft') ? 'visible' : 'interaction'),
      },
    };
    handle = startHydration({ registry, report: vi.fn(), root, scheduler });
    scheduler.flush();
    await vi.waitFor(() => expect(stateOf(second ?? null)).toBe('hydrated'));
    expect(stateOf(first ?? null)).toBe('pending');
    expect(first?.getAttribute('data-hydrate-on')).toBe('interaction');
  });

  it('a press on a button before it is hydrated is pressed again once it is: one play', async () => {
    const root = mount(
      `<div data-block-kind="video" data-block-json='{"label":"Lire"}'><button type="button">Lire</button></div>`,
    );
    let release!: () => void;
    const slowCode = new Promise<void>((resolve) => {
      release = resolve;
    });
    const registry: RuntimeRegistry = {
      blocks: {
        video: async () => {
          await slowCode;
          return { decode: decodeNote, Component: Player };
        },
      },
      hydrateOn: { video: 'interaction' },
    };
    handle = startHydration({ registry, report: vi.fn(), root });
    await userEvent.click(page.getByRole('button', { name: 'Lire' }));
    expect(stateOf(root.firstElementChild)).toBe('loading');
    release();
    await vi.waitFor(() => expect(plays).toEqual(['lecture']));
    expect(stateOf(root.firstElementChild)).toBe('hydrated');
  });
});
