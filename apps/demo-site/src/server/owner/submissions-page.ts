import type { FormField } from '@vitrine/forms/definition';
import { SITE_FORM_NAMES, SITE_FORMS } from '../../content/forms';
import { escapeHtml, htmlPage } from '../api/http/html';
import { serverText } from '../catalogue/server-text';
import type { StoredSubmission } from '../db';
import type { SessionAccount } from '../session';
import { formatSubmissionValue } from './format-submission-value';

const DATE_TIME_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** The page fields shown with a submission, and their labels. */
const PAGE_FIELD_LABELS: readonly (readonly [name: string, label: string])[] = [
  ['pageTitle', serverText('server.owner.pageTitle')],
  ['pagePath', serverText('server.owner.pagePath')],
];

function header(account: SessionAccount): string {
  return `<p><a href="/">Atelier Lumière</a></p>
<p>${escapeHtml(serverText('server.owner.signedInAs', { name: account.displayName, email: account.email }))}</p>`;
}

function submissionArticle(submission: StoredSubmission, index: number): string {
  const definition = Object.hasOwn(SITE_FORMS, submission.formId)
    ? SITE_FORMS[submission.formId]
    : undefined;
  const formName = Object.hasOwn(SITE_FORM_NAMES, submission.formId)
    ? SITE_FORM_NAMES[submission.formId]
    : submission.formId;
  const fields: (FormField | undefined)[] = definition
    ? definition.fields.filter((field) => field.type !== 'section')
    : [];
  const known = new Set(fields.map((field) => field?.id));
  const rows: [label: string, value: string][] = fields.map((field) => [
    field?.title || field?.id || '',
    formatSubmissionValue(field, field ? submission.values[field.id] : undefined),
  ]);
  for (const [id, value] of Object.entries(submission.values)) {
    if (!known.has(id)) rows.push([id, formatSubmissionValue(undefined, value)]);
  }
  for (const [name, label] of PAGE_FIELD_LABELS) {
    const value = submission.pageFields[name];
    if (typeof value === 'string' && value !== '') rows.push([label, value]);
  }
  const created = new Date(submission.created);
  const titleId = `soumission-${index}`;
  return `<article aria-labelledby="${titleId}">
<h2 id="${titleId}">${escapeHtml(formName)}</h2>
<p>${serverText('server.owner.received')} <time datetime="${escapeHtml(created.toISOString())}">${escapeHtml(DATE_TIME_FORMAT.format(created))}</time></p>
<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
</article>`;
}

/** The owner's list of form submissions, newest first, every stored value escaped. */
export function submissionsPage(options: {
  readonly account: SessionAccount;
  readonly submissions: readonly StoredSubmission[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}): string {
  const { submissions, total, page, pageCount } = options;
  const summary =
    total === 0
      ? `<p>${serverText('server.owner.none')}</p>`
      : `<p>${serverText('server.owner.count', { count: total })}${pageCount > 1 ? ` ${serverText('server.owner.pageOf', { page: String(page), pageCount: String(pageCount) })}` : ''}</p>`;
  const links = [
    page > 1
      ? `<a href="/proprietaire/soumissions?page=${page - 1}">${serverText('server.owner.newer')}</a>`
      : '',
    page < pageCount
      ? `<a href="/proprietaire/soumissions?page=${page + 1}">${serverText('server.owner.older')}</a>`
      : '',
  ].filter(Boolean);
  const title = serverText('server.owner.title');
  return htmlPage({
    title,
    header: header(options.account),
    main: `<h1>${title}</h1>
${summary}
${submissions.map((submission, index) => submissionArticle(submission, index)).join('\n')}
${links.length > 0 ? `<nav aria-label="${serverText('server.owner.pagesLabel')}"><p>${links.join(' · ')}</p></nav>` : ''}`,
  });
}

/** The page a signed-in member reaches instead (403). */
export function ownerOnlyPage(account: SessionAccount): string {
  const title = serverText('server.owner.onlyTitle');
  return htmlPage({
    title,
    header: header(account),
    main: `<h1>${title}</h1>
<p role="alert">${serverText('server.owner.onlyMessage')}</p>
<p><a href="/">${serverText('server.owner.backHome')}</a></p>`,
  });
}
