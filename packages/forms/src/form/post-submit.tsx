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
}

/**
 * What replaces the form after a successful submission (spec 000 §4 "Success"): the post-submit
 * message, focused so that screen readers read it, then the post-submit HTML, whose scripts run
 * once. Both come from the form definition, never from what the visitor typed.
 */
export function PostSubmit({ message, fallback, html }: PostSubmitProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const htmlRef = useRef<HTMLDivElement>(null);
  const inserted = useRef(false);

  useEffect(() => {
    // Once per success, even when React runs the effect twice (Strict Mode).
    if (inserted.current) return;
    inserted.current = true;
    if (message && messageRef.current) insertOwnerHtml(messageRef.current, message, false);
    if (html && htmlRef.current) insertOwnerHtml(htmlRef.current, html, true);
    regionRef.current?.focus();
  }, [message, html]);

  return (
    <>
      <div ref={regionRef} className="vitrine-form-post-submit" role="status" tabIndex={-1}>
        {message ? (
          <div ref={messageRef} className="vitrine-form-post-submit__message" />
        ) : (
          <p className="vitrine-form-post-submit__message">{fallback}</p>
        )}
      </div>
      {html ? <div ref={htmlRef} className="vitrine-form-post-submit__html" /> : null}
    </>
  );
}
