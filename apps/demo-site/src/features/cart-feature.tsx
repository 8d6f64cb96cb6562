import { QuantityField, useCart } from '@vitrine/commerce/cart';
import { goToCheckout } from '@vitrine/commerce/checkout';
import { formatMoney } from '@vitrine/core-data/format';
import { commerce } from '@vitrine/i18n-fr/commerce';
import type { FeatureContext } from '@vitrine/runtime/registry';
import { useTranslator } from '@vitrine/ui/translator';
import { createRoot } from 'react-dom/client';
import { showAlert } from '../blocks/alert';
import { type PageCart, pageCart } from '../client/page-cart';

const euros = (cents: number) => formatMoney({ amount: cents / 100, currencyCode: 'EUR' });

/**
 * After a line left the cart (or came back when the server refused), the focus goes to the remove
 * button of the line now at its place, else of the last line, else to the empty cart's link:
 * the removed line's button is gone, and the focus would fall back to the top of the page. It
 * moves once the confirmation has closed, which gives the focus back to its opener first.
 */
function focusAfterRemoval(index: number, framesLeft = 120) {
  requestAnimationFrame(() => {
    if (document.querySelector('[role="alertdialog"]') && framesLeft > 0) {
      focusAfterRemoval(index, framesLeft - 1);
      return;
    }
    const root = document.getElementById('vitrine-cart-root');
    const buttons = root?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? root?.querySelector('a');
    target?.focus();
  });
}

function CartPage({ cart }: { readonly cart: PageCart }) {
  const view = useCart(cart.store, { currencyCode: 'EUR' });
  const t = useTranslator(commerce);
  if (view.status === 'uninitialised') return <p role="status">Chargement du panier…</p>;
  const entries = view.cart?.entries ?? [];
  if (entries.length === 0)
    return (
      <p role="status">
        Votre panier est vide. <a href="/boutique">Découvrir la boutique</a>
      </p>
    );
  return (
    <div className="demo-cart">
      <table>
        <caption>Articles du panier</caption>
        <thead>
          <tr>
            <th scope="col">Article</th>
            <th scope="col">Quantité</th>
            <th scope="col">Prix</th>
            <th scope="col">
              <span className="demo-visually-hidden">Retirer</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const id = entry.id ?? entry.itemId;
            const title = typeof entry.title === 'string' ? entry.title : entry.itemId;
            const unit = typeof entry.priceCents === 'number' ? entry.priceCents : 0;
            const max = typeof entry.maxQuantity === 'number' ? entry.maxQuantity : undefined;
            return (
              <tr key={id}>
                <th scope="row">{title}</th>
                <td>
                  <QuantityField
                    label={`Quantité de ${title}`}
                    quantity={entry.quantity}
                    max={max}
                    onCommit={(quantity) => void cart.store.setQuantity(id, quantity)}
                  />
                </td>
                <td>{euros(unit * entry.quantity)}</td>
                <td>
                  <button
                    type="button"
                    className="demo-link-button"
                    data-remove-line
                    aria-label={t('commerce.cart.removeLine', { title })}
                    onClick={async () => {
                      const outcome = await cart.store.removeEntry(id);
                      // Cancelled: the confirmation gives the focus back to this button.
                      if (outcome === 'removed' || outcome === 'failed') focusAfterRemoval(index);
                    }}
                  >
                    {t('commerce.cart.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p role="alert">{view.errorMessage ?? view.checkoutMessage ?? ''}</p>
      <p>
        Sous-total : <strong>{euros(view.totals?.subtotalCents ?? 0)}</strong>
      </p>
      <button
        type="button"
        className="demo-button"
        disabled={!view.checkout.allowed}
        onClick={() => goToCheckout('cart', {}, { alert: showAlert })}
      >
        Passer commande
      </button>
    </div>
  );
}

/**
 * The full-page cart (spec 000 §1 "cart", loaded on demand where `#vitrine-cart-root` is), on
 * the page's one cart: the header follows every change at once, and so do the site's other tabs.
 */
export function start({ root, report }: FeatureContext) {
  const element = (root as Document | Element).querySelector<HTMLElement>('#vitrine-cart-root');
  if (!element) return undefined;
  const cart = pageCart();
  const reactRoot = createRoot(element);
  reactRoot.render(<CartPage cart={cart} />);
  void cart.load().then((answer) => {
    if (!answer.ok) report(new Error(answer.error.message), { feature: 'cart' });
  });
  return () => reactRoot.unmount();
}
