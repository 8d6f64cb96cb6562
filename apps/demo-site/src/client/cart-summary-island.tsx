import { CartSummary } from '@vitrine/commerce/cart-summary';
import { formatMoney } from '@vitrine/core-data/format';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

interface CartCounts {
  readonly items: number;
  readonly subtotal: string;
}

function readCart(detail: unknown): CartCounts | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const cart = detail as { totalQuantity?: unknown; subtotalCents?: unknown };
  if (typeof cart.totalQuantity !== 'number' || typeof cart.subtotalCents !== 'number')
    return undefined;
  return {
    items: cart.totalQuantity,
    subtotal: formatMoney({ amount: cart.subtotalCents / 100, currencyCode: 'EUR' }),
  };
}

function HeaderCartSummary({ initial }: { readonly initial: CartCounts }) {
  const [cart, setCart] = useState(initial);
  useEffect(() => {
    const onChange = (event: Event) => {
      const next = readCart((event as CustomEvent).detail);
      if (next) setCart(next);
    };
    window.addEventListener('demo:cart-changed', onChange);
    return () => window.removeEventListener('demo:cart-changed', onChange);
  }, []);
  return <CartSummary href="/panier" items={cart.items} subtotal={cart.subtotal} />;
}

/** Hydrates the header's cart summary over its server HTML; it follows `demo:cart-changed`. */
export function hydrateCartSummary(element: HTMLElement): void {
  const initial = {
    items: Number(element.dataset.items ?? 0) || 0,
    subtotal: element.dataset.subtotal ?? '',
  };
  hydrateRoot(element, <HeaderCartSummary initial={initial} />);
}
