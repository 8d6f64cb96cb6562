'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CaptchaProvider, CaptchaWidget } from '../captcha/captcha-provider';
import { captchaSize } from '../captcha/captcha-size';
import { visuallyHidden } from './visually-hidden';

export interface FormCaptchaProps {
  readonly provider: CaptchaProvider;
  readonly siteKey: string;
  /** Each change resets the widget (spec 000 §4: on every failure). */
  readonly resets: number;
  readonly onSolved: (token: string) => void;
  readonly onExpired: () => void;
  /** The translated captcha message of a failed submit, if any. */
  readonly error?: string;
}

/**
 * The form's captcha: the provider draws its widget in a container, compact when the container
 * is under 320 px wide (spec 000 §9). The widget is drawn once per provider and site key.
 */
export function FormCaptcha({
  provider,
  siteKey,
  resets,
  onSolved,
  onExpired,
  error,
}: FormCaptchaProps) {
  const t = useTranslator(forms);
  const errorId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<CaptchaWidget | null>(null);
  const callbacks = useRef({ onSolved, onExpired });
  const [unavailable, setUnavailable] = useState(false);
  const language = t.locale.split('-')[0] ?? 'fr';

  useLayoutEffect(() => {
    callbacks.current = { onSolved, onExpired };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setUnavailable(false);
    const widget = provider.render(container, {
      siteKey,
      language,
      size: captchaSize(container.getBoundingClientRect().width),
      onSolved: (token) => callbacks.current.onSolved(token),
      onExpired: () => callbacks.current.onExpired(),
      onError: () => {
        setUnavailable(true);
        callbacks.current.onExpired();
      },
    });
    widgetRef.current = widget;
    return () => {
      widgetRef.current = null;
      widget.destroy();
    };
  }, [provider, siteKey, language]);

  useEffect(() => {
    if (resets > 0) widgetRef.current?.reset();
  }, [resets]);

  const message = unavailable ? t('forms.error.captchaUnavailable') : error;
  return (
    <fieldset
      className="vitrine-form-captcha"
      aria-describedby={message ? errorId : undefined}
      data-invalid={message ? true : undefined}
    >
      <legend style={visuallyHidden}>{t('forms.captcha.label')}</legend>
      <div ref={containerRef} className="vitrine-form-captcha__widget" />
      {message ? (
        <p id={errorId} className="vitrine-form-field__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
