'use client';
import { useEffect, useRef } from 'react';
import { insertOwnerHtml } from './post-submit.dom';

export interface PostSubmitProps {
  /** The owner's post-submit message (HTML from the form definition). */
  readonly message?: string;
  /** Shown when there is no message: the catalogue's thanks. */
  readonly fallback: string;
  /** The owner's post-submit HTML; its scripts run. */
  readonly html?: string;
  /**
   * The success comes from the server (an HTML post answered before or without the script): the
   * message is in the server's HTML, its scripts removed, and the post-submit HTML is not run
   * again by a later hydration.
   */
  readonly prerendered?: boolean;
}

/** The owner's message without its scripts, for the server's HTML (scripts never run there). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?(<\/script\s*>|$)/gi, '');
}

/**
 * What replaces the form after a successful submission (spec 000 §4 "Success"): the post-submit
 * message, focused so that screen readers read it, then the post-submit HTML, whose scripts run
 * once. Both come from the form definition, never from what the visitor typed.
 */
export function PostSubmit({ message, fallback, html, prerendered = false }: PostSubmitProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const htmlRef = useRef<HTMLDivElement>(null);
  const inserted = useRef(false);

  useEffect(() => {
    // Once per success, even when React runs the effect twice (Strict Mode).
    if (inserted.current || prerendered) return;
    inserted.current = true;
    if (message && messageRef.current) insertOwnerHtml(messageRef.current, message, false);
    if (html && htmlRef.current) insertOwnerHtml(htmlRef.current, html, true);
    regionRef.current?.focus();
  }, [message, html, prerendered]);

  return (
    <>
      <div ref={regionRef} className="vitrine-form-post-submit" role="status" tabIndex={-1}>
        {message && prerendered ? (
          <div
            className="vitrine-form-post-submit__message"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's message from the form definition, scripts removed
            dangerouslySetInnerHTML={{ __html: withoutScripts(message) }}
          />
        ) : message ? (
          <div ref={messageRef} className="vitrine-form-post-submit__message" />
        ) : (
          <p className="vitrine-form-post-submit__message">{fallback}</p>
        )}
      </div>
      {html && !prerendered ? (
        <div ref={htmlRef} className="vitrine-form-post-submit__html" />
      ) : null}
    </>
  );
}
