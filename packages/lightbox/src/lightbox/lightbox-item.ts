import type { ReactNode } from 'react';

/** One item of the lightbox's set (spec 001 §3 "Lightbox": content element and meta). */
export interface LightboxItem {
  /** The slide id, used by the history hash. */
  readonly id: string;
  /** The image address (ignored when `content` is given). */
  readonly src?: string;
  /** The image's text alternative. */
  readonly alt?: string;
  readonly width?: number;
  readonly height?: number;
  /** The slide url, used by the history hash before the id. */
  readonly url?: string;
  /** The caption (meta). */
  readonly caption?: ReactNode;
  /** Any content to show instead of an image (a video embed…). */
  readonly content?: ReactNode;
}
