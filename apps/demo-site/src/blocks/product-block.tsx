import { goToCheckout } from '@vitrine/commerce/checkout';
import { MemberPricingToggle } from '@vitrine/commerce/member-pricing';
import {
  isProductSoldOut,
  isValidPriceCents,
  isVariantInStock,
  ProductPrice,
  variantUnitPrice,
} from '@vitrine/commerce/pricing';
import {
  defaultSelection,
  findVariant,
  StockStatus,
  VariantPicker,
} from '@vitrine/commerce/product';
import { SubscriptionPrice } from '@vitrine/commerce/subscription';
import { type Product, parseProduct } from '@vitrine/core-data/schemas/product';
import {
  parseSubscriptionPlan,
  type SubscriptionPlan,
} from '@vitrine/core-data/schemas/subscription-plan';
import type { Variant } from '@vitrine/core-data/schemas/variant';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useState } from 'react';
import { SITE } from '../content/site';
import { ResponsiveImage, type ResponsiveImageData, readImage } from '../render/responsive-image';
import { showAlert } from './alert';
import { type Decoded, fail, isRecord, ok, text } from './decode-helpers';
import { usePageEnvironment } from './page-environment';
import { ProductQuickView } from './product-quick-view';

export type ProductKind = 'physical' | 'digital' | 'service' | 'gift-card' | 'subscription';

export interface ProductData {
  readonly product: Product;
  readonly kind: ProductKind;
  readonly title: string;
  readonly description: string;
  readonly image: ResponsiveImageData | null;
  /** Subscription plans: the billing period (a plan core-data's schema refuses is left out). */
  readonly plan?: SubscriptionPlan;
  readonly cartToken?: string;
  /** A member price: the block shows the member pricing toggle (spec 000 §4). */
  readonly memberPriceCents?: number;
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
  const plan = input.plan === undefined ? undefined : parseSubscriptionPlan(input.plan);
  if (plan && !plan.ok) console.warn(`Product block: ${plan.error.message}`);
  return ok({
    product: product.value,
    kind,
    title: text(input.title, 'Produit'),
    description: text(input.description),
    image: readImage(input.image),
    ...(plan?.ok ? { plan: plan.value } : {}),
    ...(typeof input.cartToken === 'string' ? { cartToken: input.cartToken } : {}),
    ...(isValidPriceCents(input.memberPriceCents)
      ? { memberPriceCents: input.memberPriceCents }
      : {}),
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

/** The variant shown first: the first one in stock, else the first one. */
function firstVariant(product: Product): Variant | undefined {
  if (!product.variants?.length) return undefined;
  return findVariant(product, defaultSelection(product)) ?? product.variants[0];
}

export function Component({ data }: BlockProps<ProductData>) {
  const { product, kind } = data;
  const { census } = usePageEnvironment();
  const [state, setState] = useState<AddState>('idle');
  const [failure, setFailure] = useState('');
  const [variant, setVariant] = useState<Variant | undefined>(() => firstVariant(product));
  const soldOut = variant ? !isVariantInStock(variant) : isProductSoldOut(product);
  const buys = kind === 'physical' || kind === 'digital' || kind === 'service';

  async function act() {
    if (state === 'adding') return; // one add at a time (the button keeps the focus meanwhile)
    if (kind === 'gift-card') {
      goToCheckout(
        'gift-card',
        {
          websiteId: SITE.websiteId,
          giftCardProductId: product.id ?? '',
          sku: variant?.sku ?? '',
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
    const { pageCart, cartFailureText } = await import('../client/page-cart');
    const answer = await pageCart().add({
      itemId: product.id ?? '',
      variantId: variant?.id ?? null,
      quantity: 1,
    });
    setState(answer.ok ? 'added' : 'failed');
    // The server's reason (stock) or the data layer's catalogue message (spec 000 §8).
    setFailure(answer.ok ? '' : cartFailureText(answer.error));
  }

  // What everyone else pays, beside the member price: the price the block would show.
  const regularCents =
    (variant && variantUnitPrice(variant)?.effectiveCents) ?? product.priceCents ?? 0;
  const price =
    kind === 'subscription' && data.plan ? (
      <SubscriptionPrice
        plan={data.plan}
        price={{ cents: product.priceCents ?? variant?.price ?? 0, currencyCode: 'EUR' }}
      />
    ) : (
      <ProductPrice
        product={product}
        {...(variant && (product.variants?.length ?? 0) > 0 ? { variant } : {})}
        currencyCode="EUR"
      />
    );
  return (
    <article className="demo-product" data-product-kind={kind} id={product.id}>
      {data.image ? (
        <ResponsiveImage
          image={data.image}
          sizes="(max-width: 760px) 100vw, 520px"
          priority={data.priority === true}
        />
      ) : null}
      <h2>{data.title}</h2>
      {data.description ? <p>{data.description}</p> : null}
      {!(kind === 'subscription' && data.plan) && data.memberPriceCents !== undefined ? (
        <MemberPricingToggle
          memberPrice={{ cents: data.memberPriceCents, currencyCode: 'EUR' }}
          regularPrice={{ cents: regularCents, currencyCode: 'EUR' }}
          joinHref="/membres"
        />
      ) : (
        price
      )}
      {buys || kind === 'gift-card' ? (
        <VariantPicker product={product} onVariantChange={setVariant} />
      ) : null}
      {buys && variant?.sku ? <p className="demo-sku">Réf. {variant.sku}</p> : null}
      {/* Sold out is said once, by the price (« Épuisé »). */}
      {buys && !soldOut ? <StockStatus variant={variant} /> : null}
      {product.id ? (
        <ProductQuickView
          productId={product.id}
          title={data.title}
          description={data.description}
          price={price}
          onOpen={() => census?.run((calls) => calls.quickView(product.id ?? ''))}
        />
      ) : null}
      <button
        type="button"
        className="demo-button"
        onClick={() => void act()}
        // While it adds, the button says so and is inert, but stays focusable: a disabled
        // button would drop the keyboard visitor's focus to the page.
        aria-disabled={state === 'adding' || undefined}
        disabled={buys && soldOut}
      >
        {state === 'adding' ? 'Ajout en cours…' : ACTION_LABEL[kind]}
      </button>
      <p className="demo-status" role="status">
        {state === 'added' ? 'Ajouté au panier.' : state === 'failed' ? failure : ''}
      </p>
    </article>
  );
}
