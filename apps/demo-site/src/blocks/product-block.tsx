import { goToCheckout } from '@vitrine/commerce/checkout';
import { ProductPrice } from '@vitrine/commerce/pricing';
import { SubscriptionPrice } from '@vitrine/commerce/subscription';
import { createDataLayer } from '@vitrine/core-data/data-layer';
import { type Product, parseProduct } from '@vitrine/core-data/schemas/product';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useState } from 'react';
import { SITE } from '../content/site';
import { ResponsiveImage, type ResponsiveImageData, readImage } from '../render/responsive-image';
import { showAlert } from './alert';
import { type Decoded, fail, isRecord, num, ok, text } from './decode-helpers';

export type ProductKind = 'physical' | 'digital' | 'service' | 'gift-card' | 'subscription';

export interface ProductData {
  readonly product: Product;
  readonly kind: ProductKind;
  readonly title: string;
  readonly description: string;
  readonly image: ResponsiveImageData | null;
  /** Subscription plans: the billing period. */
  readonly plan?: {
    readonly billingPeriod: { readonly value: number; readonly unit: string };
    readonly numBillingCycles: number;
  };
  readonly cartToken?: string;
  /** The first product of a page: its image is the page's largest paint, loaded at once. */
  readonly priority?: boolean;
}

const KINDS: readonly ProductKind[] = [
  'physical',
  'digital',
  'service',
  'gift-card',
  'subscription',
];

export function decode(input: unknown): Decoded<ProductData> {
  if (!isRecord(input)) return fail('Product block data is not an object.');
  const product = parseProduct(input.product);
  if (!product.ok) return fail(product.error.message);
  const kind = KINDS.find((k) => k === input.kind);
  if (!kind) return fail(`Unknown product kind: ${String(input.kind)}`);
  const plan =
    isRecord(input.plan) && isRecord(input.plan.billingPeriod)
      ? {
          billingPeriod: {
            value: num(input.plan.billingPeriod.value, 1),
            unit: text(input.plan.billingPeriod.unit, 'month'),
          },
          numBillingCycles: num(input.plan.numBillingCycles, 0),
        }
      : undefined;
  return ok({
    product: product.value,
    kind,
    title: text(input.title, 'Produit'),
    description: text(input.description),
    image: readImage(input.image),
    ...(plan ? { plan } : {}),
    ...(typeof input.cartToken === 'string' ? { cartToken: input.cartToken } : {}),
    ...(input.priority === true ? { priority: true } : {}),
  });
}

type AddState = 'idle' | 'adding' | 'added' | 'failed';

const ACTION_LABEL: Record<ProductKind, string> = {
  physical: 'Ajouter au panier',
  digital: 'Ajouter au panier',
  service: 'Réserver',
  'gift-card': 'Offrir cette carte',
  subscription: 'S’abonner',
};

export function Component({ data }: BlockProps<ProductData>) {
  const [state, setState] = useState<AddState>('idle');
  const [failure, setFailure] = useState('');
  const { product, kind } = data;
  const firstVariant = product.variants?.[0];

  async function act() {
    if (kind === 'gift-card') {
      goToCheckout(
        'gift-card',
        {
          websiteId: SITE.websiteId,
          giftCardProductId: product.id ?? '',
          sku: firstVariant?.sku ?? '',
        },
        { alert: showAlert },
      );
      return;
    }
    if (kind === 'subscription') {
      goToCheckout('subscription', { cartToken: data.cartToken ?? '' }, { alert: showAlert });
      return;
    }
    setState('adding');
    const answer = await createDataLayer().post('/api/commerce/shopping-cart/entries', {
      json: true,
      body: { itemId: product.id, variantId: firstVariant?.id ?? null, quantity: 1 },
    });
    setState(answer.ok ? 'added' : 'failed');
    // The data layer's catalogue message (spec 000 §8): unauthorised, unavailable, connection…
    setFailure(answer.ok ? '' : answer.error.message);
    if (answer.ok)
      window.dispatchEvent(new CustomEvent('demo:cart-changed', { detail: answer.data }));
  }

  return (
    <article className="demo-product" data-product-kind={kind}>
      {data.image ? (
        <ResponsiveImage
          image={data.image}
          sizes="(max-width: 760px) 100vw, 520px"
          priority={data.priority === true}
        />
      ) : null}
      <h2>{data.title}</h2>
      {data.description ? <p>{data.description}</p> : null}
      {kind === 'subscription' && data.plan ? (
        <SubscriptionPrice
          plan={data.plan as Parameters<typeof SubscriptionPrice>[0]['plan']}
          price={{ cents: product.priceCents ?? firstVariant?.price ?? 0, currencyCode: 'EUR' }}
        />
      ) : (
        <ProductPrice product={product} currencyCode="EUR" />
      )}
      <button
        type="button"
        className="demo-button"
        onClick={() => void act()}
        disabled={state === 'adding'}
      >
        {state === 'adding' ? 'Ajout en cours…' : ACTION_LABEL[kind]}
      </button>
      <p className="demo-status" role="status">
        {state === 'added' ? 'Ajouté au panier.' : state === 'failed' ? failure : ''}
      </p>
    </article>
  );
}
