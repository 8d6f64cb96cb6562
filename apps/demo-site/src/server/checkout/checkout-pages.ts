import { escapeHtml, htmlPage } from '../api/http/html';

/** What a checkout route sells, as its page says it (spec 000 §2 "Routes reached by redirect"). */
export interface CheckoutPurchase {
  /** What is being bought, in one phrase. */
  readonly title: string;
  /** The references the route was given: label and value (escaped when shown). */
  readonly details: readonly (readonly [label: string, value: string])[];
}

/** The payment page of a checkout route: h1 'Paiement', what is bought, a way back to the shop. */
export function checkoutPage(purchase: CheckoutPurchase): string {
  const details = purchase.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return htmlPage({
    title: 'Paiement',
    main: `<h1>Paiement</h1>
<section aria-labelledby="achat">
<h2 id="achat">${escapeHtml(purchase.title)}</h2>
${details ? `<dl>${details}</dl>` : ''}
</section>
<p class="avertissement" role="note">Atelier Lumière est un site de démonstration\u00a0: aucun paiement n’est demandé ni enregistré sur cette page.</p>
<p><a href="/boutique">Retour à la boutique</a></p>`,
  });
}

/** The page of a checkout route reached without what it needs (400). */
export function checkoutErrorPage(reason: string): string {
  return htmlPage({
    title: 'Paiement impossible',
    main: `<h1>Paiement impossible</h1>
<p role="alert">${escapeHtml(reason)}</p>
<p><a href="/boutique">Retour à la boutique</a></p>`,
  });
}
