import { createDataLayer } from '@vitrine/core-data/data-layer';
import type { FormDefinition } from '@vitrine/forms/definition';
import { FormBlock } from '@vitrine/forms/form';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { FORM_DEFINITION } from './definition';
import { mountNativeForm } from './native-form';

export type FormVariant = 'vitrine' | 'native';

export interface FormRun {
  /** From the submit click to the SaveFormSubmission request being sent (ms). */
  elapsed: number;
  /** From the submit click to the FormSubmissionKey request (validation and collection, ms). */
  beforeKey: number;
  /** From the key's answer to the SaveFormSubmission request (reading the key, the payload, ms). */
  afterKey: number;
  /** Fields with a value in the payload's `form` JSON. */
  sentFields: number;
}

declare global {
  interface Window {
    benchForm: { run(variant: FormVariant): Promise<FormRun> };
  }
}

// The moment each call leaves the page, whichever contender makes it.
let marks: { key?: number; keyAnswered?: number; save?: number; body?: string } = {};
const pageFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('/api/form/FormSubmissionKey')) {
    marks.key = performance.now();
    return pageFetch(input, init).then((response) => {
      marks.keyAnswered = performance.now();
      return response;
    });
  }
  if (url.includes('/api/form/SaveFormSubmission')) {
    marks.save = performance.now();
    marks.body = typeof init?.body === 'string' ? init.body : undefined;
  }
  return pageFetch(input, init);
};

const dataLayer = createDataLayer({ crumb: 'bench' });

// Block data is untrusted JSON that FormBlock checks when it renders (every field is sent: the
// bench checks the 60 values in the payload).
const VITRINE_DEFINITION = FORM_DEFINITION as unknown as FormDefinition;

const setValue = (
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) => {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(
    new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
};

const VALUES: Record<string, string> = {
  email: 'camille.martin@exemple.fr',
  number: '42',
  website: 'https://exemple.fr',
  currency: '120',
  phone: '12',
  date: '11',
  time: '10',
  twitter: 'vitrine',
};

/** Fills every field as a visitor would, through the DOM (value setter + input event, clicks). */
function fill(host: HTMLElement): void {
  const clicked = new Set<string>();
  for (const control of host.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input, textarea, select')) {
    const type = control.closest('[data-type]')?.getAttribute('data-type') ?? 'text';
    if (control instanceof HTMLSelectElement) {
      setValue(control, control.options[1]?.value ?? '');
    } else if (control.type === 'radio' || control.type === 'checkbox') {
      if (!clicked.has(control.name)) {
        clicked.add(control.name);
        control.click();
      }
    } else if (control.type !== 'hidden') {
      setValue(control, VALUES[type] ?? 'Réponse');
    }
  }
}

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(variant: FormVariant): HTMLElement {
  root?.unmount();
  host?.remove();
  // Every run is a new visitor: no draft kept from the previous run (written as its form
  // unmounts) refills a field, or unticks a box when the run ticks it.
  sessionStorage.clear();
  root = undefined;
  host = document.createElement('div');
  document.body.append(host);
  if (variant === 'vitrine') {
    root = createRoot(host);
    flushSync(() =>
      root?.render(<FormBlock definition={VITRINE_DEFINITION} dataLayer={dataLayer} />),
    );
  } else {
    mountNativeForm(host, FORM_DEFINITION);
  }
  return host;
}

window.benchForm = {
  async run(variant) {
    const element = mount(variant);
    fill(element);
    // Let React commit what was typed before the clock starts.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    marks = {};
    const button = element.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!button) throw new Error(`${variant}: no submit button`);
    const start = performance.now();
    button.click();
    const deadline = start + 10_000;
    while (marks.save === undefined && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (marks.save === undefined) {
      // What the visitor would read instead (the form's alerts and field errors).
      const shown = [...element.querySelectorAll('[role="alert"], [aria-invalid="true"]')]
        .map((node) => node.textContent?.trim() || node.getAttribute('name'))
        .filter(Boolean)
        .slice(0, 5);
      throw new Error(
        `${variant}: the submission was not sent (${shown.join(' | ') || 'no message shown'})`,
      );
    }
    let sentFields = 0;
    try {
      const payload = JSON.parse(marks.body ?? '{}') as { form?: string };
      sentFields = Object.keys(JSON.parse(payload.form ?? '{}')).length;
    } catch {
      sentFields = 0;
    }
    return {
      elapsed: marks.save - start,
      beforeKey: (marks.key ?? marks.save) - start,
      afterKey: marks.save - (marks.keyAnswered ?? marks.save),
      sentFields,
    };
  },
};
