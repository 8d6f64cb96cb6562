'use client';
import { createRoot, type Root } from 'react-dom/client';
import type { TranslatorSettings } from '../translator/translator-context';
import { DialogHost } from './dialog-host';
import {
  createDialogQueue,
  type DialogQueue,
  type QueuedDialogKind,
  type QueuedDialogOptions,
} from './dialog-queue';
import type { ConfirmStyle, DialogAnswer } from './dialog-state';

export interface ConfirmOptions {
  readonly title?: string;
  readonly message?: string;
  /** One of the four styles of spec 001 §4; `confirm-or-cancel` by default. */
  readonly style?: ConfirmStyle;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly rejectLabel?: string;
}

export interface AlertOptions {
  readonly title?: string;
  readonly message?: string;
  readonly okLabel?: string;
}

export interface InfoOptions {
  readonly title?: string;
  readonly message?: string;
}

export interface DialogsSettings {
  /** Locale and site wordings for the dialogs of `confirm`, `alert` and `info`. */
  readonly translator?: TranslatorSettings;
}

interface Host {
  readonly root: Root;
  readonly container: HTMLElement;
  readonly queue: DialogQueue;
}

let host: Host | undefined;
let settings: DialogsSettings = {};

/**
 * Sets the locale and site wordings of the dialogs opened by `confirm`, `alert` and `info`
 * (they render in a React root of their own, outside the site's `TranslatorProvider`).
 */
export function configureDialogs(next: DialogsSettings): void {
  settings = next;
  host?.root.render(<DialogHost queue={host.queue} translator={settings.translator} />);
}

/**
 * Shows a confirmation dialog (spec 001 §4) and resolves with its answer: 'confirm', 'reject',
 * or 'cancel' (the cancel button, Escape or a click on the overlay).
 */
export function confirm(options: ConfirmOptions = {}): Promise<DialogAnswer> {
  return show('confirm', options);
}

/** Shows an alert dialog with one OK button; resolves once it is answered. */
export async function alert(options: AlertOptions = {}): Promise<void> {
  await show('alert', options);
}

/**
 * Shows an information dialog (spec 001 §4); resolves with 'confirm' when it hides itself after
 * 2000 ms, or 'cancel' when Escape or a click on the overlay closes it sooner.
 */
export function info(options: InfoOptions = {}): Promise<'confirm' | 'cancel'> {
  return show('info', options) as Promise<'confirm' | 'cancel'>;
}

function show(kind: QueuedDialogKind, options: QueuedDialogOptions): Promise<DialogAnswer> {
  if (typeof document === 'undefined') {
    console.error(`[@vitrine/ui] ${kind}() needs a browser document; answering cancel.`);
    return Promise.resolve('cancel');
  }
  return mountHost().queue.add(kind, options);
}

/** Creates the dialogs' container and React root in the body on first use. */
function mountHost(): Host {
  if (host) return host;
  const container = document.createElement('div');
  container.setAttribute('data-vitrine-dialogs', '');
  document.body.append(container);
  const queue = createDialogQueue();
  const created: Host = { root: createRoot(container), container, queue };
  queue.subscribe(() => {
    if (queue.getSnapshot().length === 0) queueMicrotask(() => unmountHost(created));
  });
  created.root.render(<DialogHost queue={queue} translator={settings.translator} />);
  host = created;
  return created;
}

/** Removes the root and its container once its last dialog is hidden. */
function unmountHost(idle: Host): void {
  if (host !== idle || idle.queue.getSnapshot().length > 0) return;
  host = undefined;
  idle.root.unmount();
  idle.container.remove();
}
