'use client';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { useTranslator } from '@vitrine/ui/translator';
import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { readMax, readQuantityDraft } from './quantity-draft';

/** How long typing must pause before a quantity is sent: one update for « 150 », not three. */
export const QUANTITY_DEBOUNCE_MS = 500;

export interface QuantityFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'max' | 'min' | 'type' | 'children'
  > {
  /** The line's quantity as the cart shows it (the last good one, or the one on its way). */
  readonly quantity: number;
  /** The most the shopper may order: the stock, at most 100 (spec 000 §9); 100 by default. */
  readonly max?: number;
  /** Called once with a new valid quantity, after typing pauses, on Enter or on leaving. */
  readonly onCommit: (quantity: number) => void;
  /** The accessible name, e.g. « Quantité de Bol en grès émaillé ». */
  readonly label: string;
  /** The pause before sending, in ms; `QUANTITY_DEBOUNCE_MS` by default. */
  readonly delayMs?: number;
}

/**
 * A cart line's quantity field: what the shopper types is kept as typed and sent as one update
 * once typing pauses (or on Enter, or on leaving the field). An empty field waits for Enter or
 * for the shopper to leave it: a pause after clearing is not an answer. A value above the stock or not a
 * whole number is refused with a French message under the field, and the last good quantity
 * comes back: the field then holds a valid quantity, so it is not marked invalid; the message,
 * which describes it, says why. 0 is sent as is: the cart store asks before removing (spec 000 §5).
 */
export function QuantityField({
  quantity,
  max,
  onCommit,
  label,
  delayMs = QUANTITY_DEBOUNCE_MS,
  className,
  onBlur,
  onKeyDown,
  ...rest
}: QuantityFieldProps) {
  const t = useTranslator(commerce);
  const messageId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ quantity, max, onCommit });
  latest.current = { quantity, max, onCommit };
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(text: string) {
    clearTimeout(timer.current);
    const current = latest.current;
    const read = readQuantityDraft(text, current.max);
    setDraft(null);
    if (!read.ok) {
      // Why the typed quantity was refused, then what the line keeps: the field shows the last
      // good quantity again, and the message must not read as a fault of that one.
      const reason =
        read.reason === 'over-stock'
          ? t('commerce.cart.quantityOverStock', { max: read.max })
          : t('commerce.cart.quantityInvalid', { max: readMax(current.max) });
      setMessage(`${reason} ${t('commerce.cart.quantityKept', { quantity: current.quantity })}`);
      return;
    }
    setMessage('');
    if (read.quantity !== current.quantity) current.onCommit(read.quantity);
  }

  return (
    <span className={className ? `vitrine-quantity-field ${className}` : 'vitrine-quantity-field'}>
      <input
        {...rest}
        type="number"
        inputMode="numeric"
        min={0}
        max={readMax(max)}
        step={1}
        aria-label={label}
        aria-describedby={messageId}
        value={draft ?? String(quantity)}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          setMessage('');
          clearTimeout(timer.current);
          // An emptied field is still being written (« 2 » cleared to type « 12 »): the pause
          // alone never refuses it nor brings the old quantity back under the next digit.
          // Enter or leaving the field still does.
          if (text.trim() !== '') timer.current = setTimeout(() => commit(text), delayMs);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && draft !== null) {
            event.preventDefault();
            commit(draft);
          }
        }}
        onBlur={(event) => {
          onBlur?.(event);
          if (draft !== null) commit(draft);
        }}
      />
      <span id={messageId} data-part="message" role="status">
        {message}
      </span>
    </span>
  );
}
