import { createConfirmRemoval, useCart } from '@vitrine/commerce/cart';
import { createCartApi } from '@vitrine/commerce/cart-api';
import { type CartStore, createCartStore } from '@vitrine/commerce/cart-store';
import { goToCheckout } from '@vitrine/commerce/checkout';
import { formatMoney } from '@vitrine/core-data/format';
import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import type { FeatureContext } from '@vitrine/runtime/registry';
import { createRoot } from 'react-dom/client';
import { showAlert } from '../blocks/alert';

const euros = (cents: number) => formatMoney({ amount: cents / 100, currencyCode: 'EUR' });

function CartPage({ store }: { readonly store: CartStore }) {
  const view = useCart(store, { currencyCode: 'EUR' });
  if (view.status === 'uninitialised') return <p role="status">Chargement du panier…</p>;
  const entries = view.cart?.entries ?? [];
  if (entries.length === 0)
    return (
      <p>
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
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const id = entry.id ?? entry.itemId;
            const title = typeof entry.title === 'string' ? entry.title : entry.itemId;
            const unit = typeof entry.priceCents === 'number' ? entry.priceCents : 0;
            return (
              <tr key={id}>
                <th scope="row">{title}</th>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={100}
                    aria-label={`Quantité de ${title}`}
                    value={entry.quantity}
                    onChange={(event) =>
                      void store.setQuantity(id, Math.max(0, Number(event.target.value) || 0))
                    }
                  />
                </td>
                <td>{euros(unit * entry.quantity)}</td>
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

/** The full-page cart (spec 000 §1 "cart", loaded on demand where `#vitrine-cart-root` is). */
export function start({ root, report }: FeatureContext) {
  const element = (root as Document | Element).querySelector<HTMLElement>('#vitrine-cart-root');
  if (!element) return undefined;
  const api = createCartApi();
  const store = createCartStore({
    updateQuantity: api.updateQuantity,
    confirmRemoval: createConfirmRemoval(createTranslator(commerce)),
  });
  const reactRoot = createRoot(element);
  reactRoot.render(<CartPage store={store} />);
  void api.getCart().then((answer) => {
    if (answer.ok) store.sync(answer.value);
    else report(new Error(answer.error.message), { feature: 'cart' });
  });
  return () => reactRoot.unmount();
}
