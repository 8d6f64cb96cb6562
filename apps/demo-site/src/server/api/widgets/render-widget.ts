import {
  AUDIO_STREAMING_KIND,
  parseAudioStreamingUrl,
  WIDGET_RENDERING_KINDS,
} from '@vitrine/runtime/widget-rendering';
import { escapeHtml } from '../http/html';

/** The events summary block, which sends `collectionId` with its widget (spec 000 §7). */
export const EVENTS_SUMMARY_KIND = 'summary';

/** Every kind GetWidgetRendering renders: the runtime's widget kinds and the events summary. */
export const RENDERED_WIDGET_KINDS: readonly string[] = [
  ...WIDGET_RENDERING_KINDS,
  EVENTS_SUMMARY_KIND,
];

/** What each kind shows: a heading and a sentence, in French. */
const WIDGET_TEXTS: Readonly<Record<string, { readonly title: string; readonly text: string }>> = {
  'table-booking-1': {
    title: 'Réserver une table',
    text: 'Choisissez une date, une heure et le nombre de convives pour le café de l’atelier.',
  },
  'table-booking-2': {
    title: 'Réserver une table',
    text: 'Les réservations du café de l’atelier ouvrent quinze jours à l’avance.',
  },
  'restaurant-reservation': {
    title: 'Réservation au restaurant',
    text: 'Réservez votre déjeuner après l’atelier du samedi.',
  },
  'wedding-registry': {
    title: 'Liste de mariage',
    text: 'Offrez un tirage d’art ou une pièce de céramique aux jeunes mariés.',
  },
  scheduling: {
    title: 'Prendre rendez-vous',
    text: 'Choisissez un créneau pour une séance photo ou un atelier particulier.',
  },
  'photo-service-feed-1': {
    title: 'Nos dernières photos',
    text: 'Les images publiées récemment par l’atelier.',
  },
  'photo-service-feed-2': {
    title: 'Dans les coulisses',
    text: 'Tournage, émaillage et cuissons, au fil des semaines.',
  },
  'photo-service-feed-3': {
    title: 'Inspirations',
    text: 'Les images qui nourrissent nos prochaines séries.',
  },
  'audio-streaming-embed': {
    title: 'À écouter',
    text: 'Le podcast de l’atelier\u00a0: rencontres avec des céramistes et des photographes.',
  },
  [EVENTS_SUMMARY_KIND]: {
    title: 'Prochains événements',
    text: 'Les ateliers et vernissages à venir.',
  },
};

/** The upcoming events the events summary lists. */
const UPCOMING_EVENTS = [
  { date: '2026-03-14', title: 'Initiation au tournage', place: 'Atelier, Lyon 1er' },
  {
    date: '2026-03-28',
    title: 'Vernissage\u00a0: « Lumières d’hiver »',
    place: 'Galerie de l’atelier',
  },
  { date: '2026-04-11', title: 'Atelier émaillage', place: 'Atelier, Lyon 1er' },
] as const;

const DATE_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeZone: 'Europe/Paris',
});

/** French labels of the settings the demo's widgets carry; any other is shown by its own name. */
const SETTING_LABELS: Readonly<Record<string, string>> = {
  account: 'Compte',
  show: 'Émission',
  restaurantId: 'Restaurant',
  venue: 'Salle',
  calendar: 'Agenda',
  registry: 'Liste',
};

/** The block settings worth showing: up to 6 short text or number values of the widget's value. */
function settingsOf(value: unknown): [string, string][] {
  if (typeof value === 'string' || typeof value === 'number') return [['Référence', String(value)]];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value)
    .filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    )
    .filter(([, setting]) => String(setting).length <= 200)
    .slice(0, 6)
    .map(([name, setting]) => [
      Object.hasOwn(SETTING_LABELS, name) ? (SETTING_LABELS[name] as string) : name,
      String(setting),
    ]);
}

/**
 * What an audio-streaming embed shows (spec 000 §1, §8): its other settings, and the streaming
 * URL's host when the URL parses (the runtime's rule). An unparseable URL is never printed: the
 * page script logs it in the console and does not ask for this rendering.
 */
function audioStreamingSettings(value: unknown): [string, string][] {
  const streaming = parseAudioStreamingUrl(value);
  const others =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([name]) => name !== 'url'))
      : undefined;
  const shown = settingsOf(others);
  return streaming.ok && streaming.url ? [...shown, ['Diffusion', streaming.url.host]] : shown;
}

/**
 * The HTML of a widget (spec 000 §7 GetWidgetRendering `data.html`): a small French document,
 * without any script, that the runtime shows in a sandboxed frame. Every value that comes from
 * the request is escaped. Undefined for a kind it does not render.
 */
export function renderWidget(widget: {
  readonly type: string;
  readonly id: string;
  readonly value: unknown;
  readonly collectionId?: string | undefined;
}): string | undefined {
  const texts = Object.hasOwn(WIDGET_TEXTS, widget.type) ? WIDGET_TEXTS[widget.type] : undefined;
  if (!texts) return undefined;
  const settings =
    widget.type === AUDIO_STREAMING_KIND
      ? audioStreamingSettings(widget.value)
      : settingsOf(widget.value);
  const details =
    settings.length > 0
      ? `<dl>${settings.map(([name, setting]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(setting)}</dd>`).join('')}</dl>`
      : '';
  const events =
    widget.type === EVENTS_SUMMARY_KIND
      ? `<ul>${UPCOMING_EVENTS.map(
          (event) =>
            `<li><time datetime="${event.date}">${escapeHtml(DATE_FORMAT.format(new Date(`${event.date}T12:00:00Z`)))}</time> — ${escapeHtml(event.title)} (${escapeHtml(event.place)})</li>`,
        ).join('')}</ul>`
      : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;color:#1d1d1b;margin:0;padding:1rem}h2{font-size:1.25rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}</style></head><body><section data-widget-type="${escapeHtml(widget.type)}" data-widget-id="${escapeHtml(widget.id)}"${widget.collectionId ? ` data-collection-id="${escapeHtml(widget.collectionId)}"` : ''}><h2>${escapeHtml(texts.title)}</h2><p>${escapeHtml(texts.text)}</p>${events}${details}</section></body></html>`;
}
