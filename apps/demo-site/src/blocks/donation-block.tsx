import { goToCheckout } from '@vitrine/commerce/checkout';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useEffect, useRef } from 'react';
import { showAlert } from './alert';
import { type Decoded, fail, isRecord, ok, text } from './decode-helpers';
import { usePageEnvironment } from './page-environment';

interface DonationData {
  readonly donatePageId: string;
  readonly title: string;
  readonly description: string;
  /** The button's text; null when the owner removed the block's button. */
  readonly buttonText: string | null;
}

export function decode(input: unknown): Decoded<DonationData> {
  if (!isRecord(input) || typeof input.donatePageId !== 'string' || !input.donatePageId)
    return fail('Donation block has no donatePageId.');
  return ok({
    donatePageId: input.donatePageId,
    title: text(input.title, 'Faire un don'),
    description: text(input.description),
    // A missing text gets the default; an explicit null is a block without its button.
    buttonText: input.buttonText === null ? null : text(input.buttonText, 'Faire un don'),
  });
}

/**
 * A donation (spec 000 §2 '/checkout/donate?donatePageId'); without the cart cookie, the alert.
 * A block whose button element is absent is a console-only error (spec 000 §8): logged and
 * reported once hydrated, with nothing shown to the visitor.
 */
export function Component({ data }: BlockProps<DonationData>) {
  const button = useRef<HTMLButtonElement>(null);
  const { report } = usePageEnvironment();

  useEffect(() => {
    if (button.current) return;
    const message = `Donation button missing: the donation block "${data.donatePageId}" has no button, so no donation can start from it.`;
    console.error(message);
    report?.(new Error(message), { kind: 'donation', phase: 'donation-button' });
  }, [data.donatePageId, report]);

  return (
    <section className="demo-donation">
      <h2>{data.title}</h2>
      {data.description ? <p>{data.description}</p> : null}
      {data.buttonText === null ? null : (
        <button
          ref={button}
          type="button"
          className="demo-button"
          onClick={() =>
            goToCheckout('donation', { donatePageId: data.donatePageId }, { alert: showAlert })
          }
        >
          {data.buttonText}
        </button>
      )}
    </section>
  );
}
