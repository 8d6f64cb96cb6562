import type { BenchField } from './definition';

/**
 * The floor: the same 60 fields as plain HTML, validated by the browser's constraint
 * validation, collected with FormData and sent with fetch (no framework, no library).
 */
const PARTS: Partial<Record<BenchField['type'], number>> = {
  name: 2,
  address: 6,
  phone: 4,
  date: 3,
  time: 3,
};

const INPUT_TYPE: Partial<Record<BenchField['type'], string>> = {
  email: 'email',
  number: 'number',
  website: 'url',
  password: 'password',
};

function controls(field: BenchField): string {
  const name = field.id;
  if (field.type === 'textarea') {
    return `<textarea name="${name}" maxlength="${field.maxLength}" required></textarea>`;
  }
  if (field.type === 'select') {
    const options = (field.options ?? []).map((o) => `<option>${o}</option>`).join('');
    return `<select name="${name}" required><option value="">Sélectionnez une option</option>${options}</select>`;
  }
  if (field.type === 'radio' || field.type === 'checkbox') {
    return (field.options ?? [])
      .map(
        (o, i) =>
          `<label><input type="${field.type}" name="${name}" value="${o}"${field.type === 'radio' && i === 0 ? ' required' : ''}> ${o}</label>`,
      )
      .join('');
  }
  if (field.type === 'likert') {
    return (field.options ?? [])
      .map(
        (statement) =>
          `<fieldset><legend>${statement}</legend>${[-2, -1, 0, 1, 2]
            .map(
              (v) =>
                `<label><input type="radio" name="${name}::${statement}" value="${v}" required> ${v}</label>`,
            )
            .join('')}</fieldset>`,
      )
      .join('');
  }
  const parts = PARTS[field.type] ?? 1;
  const type = INPUT_TYPE[field.type] ?? (field.type === 'phone' ? 'tel' : 'text');
  return Array.from({ length: parts }, () => `<input type="${type}" name="${name}" required>`).join(
    '',
  );
}

function collect(form: HTMLFormElement, fields: readonly BenchField[]): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'likert') {
      const answers: Record<string, string> = {};
      for (const statement of field.options ?? []) {
        const value = data.get(`${field.id}::${statement}`);
        if (typeof value === 'string') answers[statement] = value;
      }
      values[field.id] = answers;
    } else if (field.type === 'checkbox' || PARTS[field.type]) {
      values[field.id] = data.getAll(field.id);
    } else {
      values[field.id] = data.get(field.id) ?? '';
    }
  }
  return values;
}

/** Renders the form into `host`; a submit validates, collects and sends it. */
export function mountNativeForm(
  host: HTMLElement,
  definition: { id: string; submitButtonText: string; fields: readonly BenchField[] },
): void {
  host.innerHTML = `<form novalidate>${definition.fields
    .map(
      (field) =>
        `<fieldset data-type="${field.type}"><legend>${field.title}</legend>${controls(field)}</fieldset>`,
    )
    .join('')}<button type="submit">${definition.submitButtonText}</button></form>`;
  const form = host.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const values = collect(form, definition.fields);
    const keyAnswer = await fetch('/api/form/FormSubmissionKey', { method: 'POST' });
    const { key } = (await keyAnswer.json()) as { key?: string };
    await fetch('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key,
        formId: definition.id,
        submitButtonText: definition.submitButtonText,
        form: JSON.stringify(values),
      }),
    });
  });
}
