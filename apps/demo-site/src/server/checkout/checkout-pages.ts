import { escapeHtml, htmlPage } from '../api/http/html';

/** What a checkout route sells, as its page says it (spec 000 §2 "Routes reached by redirect"). */
export interface CheckoutPurchase {
  /** What is being bought, in one phrase. */
  readonly title: string;
  /** The references the route was given: label and value (escaped when shown). */
  readonly details: readonly (readonly [label: string, value: string])[];
  /** The lines being bought, with their quantity and price (the cart checkout). */
  readonly lines?: readonly CheckoutLine[];
  /** What the shopper pays in all, formatted (« 182,00 € »). */
  readonly total?: string;
  /** The way back: the cart for the cart checkout, the shop otherwise. */
  readonly back?: { readonly href: string; readonly label: string };
}

/** One line of the order: what, how many, and its price, all already formatted. */
export interface CheckoutLine {
  readonly title: string;
  readonly quantity: number;
  readonly price: string;
}

function linesTable(lines: readonly CheckoutLine[], total: string | undefined): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.title)}</th><td>${line.quantity}</td><td>${escapeHtml(line.price)}</td></tr>`,
    )
    .join('');
  const foot = total
    ? `<tfoot><tr><th scope="row" colspan="2">Total</th><td>${escapeHtml(total)}</td></tr></tfoot>`
    : '';
  return `<table><caption>Votre commande</caption><thead><tr><th scope="col">Article</th><th scope="col">Quantité</th><th scope="col">Prix</th></tr></thead><tbody>${rows}</tbody>${foot}</table>`;
}

/** The payment page of a checkout route: h1 'Paiement', what is bought, a way back to the shop. */
export function checkoutPage(purchase: CheckoutPurchase): string {
  const details = purchase.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const lines = purchase.lines?.length ? linesTable(purchase.lines, purchase.total) : '';
  const back = purchase.back ?? { href: '/boutique', label: 'Retour à la boutique' };
  return htmlPage({
    title: 'Paiement',
    main: `<h1>Paiement</h1>
<section aria-labelledby="achat">
<h2 id="achat">${escapeHtml(purchase.title)}</h2>
${details ? `<dl>${details}</dl>` : ''}
${lines}
</section>
<p class="avertissement" role="note">Atelier Lumière est un site de démonstration\u00a0: aucun paiement n’est demandé ni enregistré sur cette page.</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  });
}

/** The page of a checkout route reached without what it needs (400). */
export function checkoutErrorPage(
  reason: string,
  back: { readonly href: string; readonly label: string } = {
    href: '/boutique',
    label: 'Retour à la boutique',
  },
): string {
  return htmlPage({
    title: 'Paiement impossible',
    main: `<h1>Paiement impossible</h1>
<p role="alert">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  });
}
