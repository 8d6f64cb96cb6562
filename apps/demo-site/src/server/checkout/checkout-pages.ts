import { escapeHtml, htmlPage } from '../api/http/html';
import { serverText } from '../catalogue/server-text';

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

/** The way back of a checkout page that names none: the shop. */
const BACK_TO_SHOP = { href: '/boutique', label: serverText('server.checkout.backToShop') };

function linesTable(lines: readonly CheckoutLine[], total: string | undefined): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.title)}</th><td>${line.quantity}</td><td>${escapeHtml(line.price)}</td></tr>`,
    )
    .join('');
  const foot = total
    ? `<tfoot><tr><th scope="row" colspan="2">${serverText('server.checkout.order.total')}</th><td>${escapeHtml(total)}</td></tr></tfoot>`
    : '';
  const head = [
    serverText('server.checkout.order.item'),
    serverText('server.checkout.order.quantity'),
    serverText('server.checkout.order.price'),
  ]
    .map((label) => `<th scope="col">${label}</th>`)
    .join('');
  return `<table><caption>${serverText('server.checkout.order.caption')}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody>${foot}</table>`;
}

/** The payment page of a checkout route: h1 'Paiement', what is bought, a way back to the shop. */
export function checkoutPage(purchase: CheckoutPurchase): string {
  const details = purchase.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const lines = purchase.lines?.length ? linesTable(purchase.lines, purchase.total) : '';
  const back = purchase.back ?? BACK_TO_SHOP;
  const title = serverText('server.checkout.title');
  return htmlPage({
    title,
    main: `<h1>${title}</h1>
<section aria-labelledby="achat">
<h2 id="achat">${escapeHtml(purchase.title)}</h2>
${details ? `<dl>${details}</dl>` : ''}
${lines}
</section>
<p class="avertissement" role="note">${serverText('server.checkout.demoNotice')}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  });
}

/** The page of a checkout route reached without what it needs (400). */
export function checkoutErrorPage(
  reason: string,
  back: { readonly href: string; readonly label: string } = BACK_TO_SHOP,
): string {
  const title = serverText('server.checkout.failedTitle');
  return htmlPage({
    title,
    main: `<h1>${title}</h1>
<p role="alert">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  });
}
