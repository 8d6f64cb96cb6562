import type { FormErrors, FormMessage, FormsMessageKey } from './form-messages';

/** The answer of a failed `SaveFormSubmission`, once parsed (spec 000 §7, §8). */
export interface SubmissionErrorAnswer {
  readonly errors?: Readonly<Record<string, string>> | null;
  readonly error?: string | null;
}

/** A failed call of the submission flow, as the data layer reported it. */
export interface SubmissionFailure {
  /** Which call failed: getting the submission key, or saving the submission. */
  readonly stage: 'key' | 'save';
  /** HTTP status, when an answer was received (none for a network failure). */
  readonly status?: number;
  /** The parsed answer, when it had the shape of an error answer. */
  readonly answer?: SubmissionErrorAnswer | null;
}

/** Status messages of spec 000 §8 ("Status messages"); 403 reads as 401. */
const STATUS_MESSAGES: Readonly<Record<number, FormsMessageKey>> = {
  400: 'forms.error.parseFields',
  401: 'forms.error.status401',
  403: 'forms.error.status401',
  404: 'forms.error.status404',
  429: 'forms.error.status429',
  500: 'forms.error.status500',
};

/**
 * The errors to show for a failed submission (spec 000 §8): a 400 with `data.errors` shows each
 * message at its field (ids not on the form are added to the general messages) plus the general
 * 'your form has a problem' message; otherwise `data.error` is shown when present; otherwise the
 * status message (401, 404, 429, 500; a 400 without errors means the fields could not be read);
 * a failure without an answer could not send the form; any other status is an unknown error.
 * A failure to get the submission key has its own message.
 */
export function mapSubmissionError(
  failure: SubmissionFailure,
  fieldIds: readonly string[],
): FormErrors {
  const { status, answer } = failure;
  const general = (message: FormMessage): FormErrors => ({ fields: {}, general: [message] });
  if (failure.stage === 'key') return general({ key: 'forms.error.submissionKey' });
  const entries = Object.entries(answer?.errors ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  if (status === 400 && entries.length > 0) {
    const fields: Record<string, FormMessage> = {};
    const messages: FormMessage[] = [{ key: 'forms.error.general' }];
    for (const [id, text] of entries) {
      if (fieldIds.includes(id)) fields[id] = { text };
      else messages.push({ text });
    }
    return { fields, general: messages };
  }
  if (answer?.error) return general({ text: answer.error });
  if (status === undefined) return general({ key: 'forms.error.sendFailed' });
  return general({ key: STATUS_MESSAGES[status] ?? 'forms.error.unknown' });
}
