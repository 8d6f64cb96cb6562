import { goToCheckout } from '@vitrine/commerce/checkout';
import type { BlockProps } from '@vitrine/runtime/registry';
import { showAlert } from './alert';
import { type Decoded, fail, isRecord, ok, text } from './decode-helpers';

interface DonationData {
  readonly donatePageId: string;
  readonly title: string;
  readonly description: string;
  readonly buttonText: string;
}

export function decode(input: unknown): Decoded<DonationData> {
  if (!isRecord(input) || typeof input.donatePageId !== 'string' || !input.donatePageId)
    return fail('Donation block has no donatePageId.');
  return ok({
    donatePageId: input.donatePageId,
    title: text(input.title, 'Faire un don'),
    description: text(input.description),
    buttonText: text(input.buttonText, 'Faire un don'),
  });
}

/** A donation (spec 000 §2 '/checkout/donate?donatePageId'); without the cart cookie, the alert. */
export function Component({ data }: BlockProps<DonationData>) {
  return (
    <section className="demo-donation">
      <h2>{data.title}</h2>
      {data.description ? <p>{data.description}</p> : null}
      <button
        type="button"
        className="demo-button"
        onClick={() =>
          goToCheckout('donation', { donatePageId: data.donatePageId }, { alert: showAlert })
        }
      >
        {data.buttonText}
      </button>
    </section>
  );
}
