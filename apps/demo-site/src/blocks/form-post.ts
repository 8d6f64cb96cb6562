import type { FieldInput, FormErrors, FormMessage, PostedState } from '@vitrine/forms/core';
import type { FormHtmlPost } from '@vitrine/forms/form';
import { isRecord, sitePath } from './decode-helpers';

/**
 * The HTML post of the site's form and newsletter blocks, so they work before and without the
 * page script: the block posts to its own page, with the form's id and a token in hidden fields
 * (the token makes a repeated post, a double click or a reload, one submission). What the
 * server answered rides in the block's data, so the server render and the hydration agree.
 */
export const FORM_POST_FIELDS = { form: 'formulaire', token: 'jeton' } as const;

/** What a form block's data carries besides its definition. */
export interface FormPostData {
  readonly htmlPost?: FormHtmlPost;
  readonly posted?: PostedState;
}

/** The page's own address, with its query, and the block's anchor. */
export function formPostAction(pathAndSearch: string, formId: string): string {
  return `${pathAndSearch}#${encodeURIComponent(formId)}`;
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A token of a form post, or null when it is missing or not one this site makes. */
export function readPostToken(value: unknown): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

function readHtmlPost(value: unknown): FormHtmlPost | undefined {
  if (!isRecord(value) || typeof value.action !== 'string' || !sitePath(value.action)) return;
  const fields: Record<string, string> = {};
  if (isRecord(value.fields)) {
    for (const [name, field] of Object.entries(value.fields)) {
      if (typeof field === 'string') fields[name] = field;
    }
  }
  return { action: value.action, fields };
}

function readMessage(value: unknown): FormMessage | undefined {
  if (!isRecord(value)) return;
  if (typeof value.text === 'string') return { text: value.text };
  if (typeof value.key === 'string' && value.key.startsWith('forms.'))
    return { key: value.key as Extract<FormMessage, { key: unknown }>['key'] };
}

function readInput(value: unknown): FieldInput | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (!isRecord(value)) return;
  const answers: Record<string, string> = {};
  for (const [key, answer] of Object.entries(value)) {
    if (typeof answer === 'string') answers[key] = answer;
  }
  return answers;
}

function readPosted(value: unknown): PostedState | undefined {
  if (!isRecord(value)) return;
  if (value.status === 'success') return { status: 'success' };
  if (value.status !== 'failure' || !isRecord(value.inputs) || !isRecord(value.errors)) return;
  const inputs: Record<string, FieldInput> = {};
  for (const [id, input] of Object.entries(value.inputs)) {
    const read = readInput(input);
    if (read !== undefined) inputs[id] = read;
  }
  const fields: Record<string, FormMessage> = {};
  if (isRecord(value.errors.fields)) {
    for (const [id, message] of Object.entries(value.errors.fields)) {
      const read = readMessage(message);
      if (read) fields[id] = read;
    }
  }
  const general = Array.isArray(value.errors.general)
    ? value.errors.general.map(readMessage).filter((message) => message !== undefined)
    : [];
  const errors: FormErrors = { fields, general };
  return { status: 'failure', inputs, errors };
}

/**
 * Splits a form or newsletter block's data into its definition and its HTML post settings.
 * Settings that do not read as such are left out: the block then works with its script only.
 */
export function splitFormPostData(input: Record<string, unknown>): {
  readonly definition: Record<string, unknown>;
  readonly post: FormPostData;
} {
  const { htmlPost, posted, ...definition } = input;
  const post: { htmlPost?: FormHtmlPost; posted?: PostedState } = {};
  const readPost = readHtmlPost(htmlPost);
  if (readPost) post.htmlPost = readPost;
  const readState = readPosted(posted);
  if (readState) post.posted = readState;
  return { definition, post };
}
