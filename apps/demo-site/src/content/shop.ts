import { type ImageEntry, imageById } from './images';
import type { PageBlock } from './model';

const image = (id: string) => {
  const entry = imageById(id) as ImageEntry;
  return {
    src: `/images/${entry.file}`,
    alt: entry.alt,
    width: entry.width,
    height: entry.height,
    focalPoint: entry.focalPoint,
  };
};

/** The shop's products, as the product blocks carry them (core-data's Product schema). */
export const PRODUCTS = {
  print: {
    id: 'prod-tirage-aube',
    productType: 'PHYSICAL',
    variants: [
      {
        id: 'var-tirage-30x40',
        sku: 'SQ-TIR-3040',
        price: 9000,
        salePrice: 7200,
        onSale: true,
        qtyInStock: 12,
        optionValues: [{ optionName: 'Format', value: '30 × 40 cm' }],
      },
      {
        id: 'var-tirage-50x70',
        sku: 'SQ-TIR-5070',
        price: 16000,
        salePrice: 12800,
        onSale: true,
        qtyInStock: 4,
        optionValues: [{ optionName: 'Format', value: '50 × 70 cm' }],
      },
    ],
  },
  bowl: {
    id: 'prod-bol-gres',
    productType: 'PHYSICAL',
    variants: [{ id: 'var-bol', sku: 'SQ-BOL-01', price: 3800, qtyInStock: 20 }],
  },
  ebook: {
    id: 'prod-livre-numerique',
    productType: 'DIGITAL',
    priceCents: 1500,
  },
  workshop: {
    id: 'prod-cours-tour',
    productType: 'SERVICE',
    variants: [{ id: 'var-cours', sku: 'SQ-COURS-01', price: 6500, unlimited: true }],
  },
  vase: {
    id: 'prod-vases-porcelaine',
    productType: 'PHYSICAL',
    variants: [{ id: 'var-vase', sku: 'SQ-VASE-01', price: 7400, qtyInStock: 0 }],
  },
  giftCard: {
    id: 'prod-carte-cadeau',
    productType: 'GIFT_CARD',
    variants: [{ id: 'var-carte-50', sku: 'SQ-CARTE-50', price: 5000, unlimited: true }],
  },
  subscription: {
    id: 'prod-abonnement-tirages',
    productType: 'PHYSICAL',
    priceCents: 2400,
  },
} as const;

export const SHOP_BLOCKS: readonly PageBlock[] = [
  {
    kind: 'product',
    data: {
      kind: 'physical',
      title: 'Tirage « Aube sur la Saône »',
      description: 'Tirage numéroté sur papier baryté, signé. En promotion ce mois-ci.',
      image: image('atelier-03'),
      product: PRODUCTS.print,
      tags: ['tirage', 'photographie', 'papier baryté'],
      priority: true,
    },
  },
  {
    kind: 'product',
    data: {
      kind: 'physical',
      title: 'Bol en grès émaillé',
      description: 'Tourné à l’atelier, émail bleu profond, passe au lave-vaisselle.',
      image: image('atelier-04'),
      product: PRODUCTS.bowl,
      tags: ['céramique', 'grès', 'vaisselle'],
    },
  },
  {
    kind: 'product',
    data: {
      kind: 'physical',
      title: 'Trio de vases en porcelaine',
      description:
        'Trois hauteurs, émail blanc satiné. Série épuisée\u00a0: revenez au prochain défournement.',
      image: image('atelier-08'),
      product: PRODUCTS.vase,
      tags: ['céramique', 'porcelaine', 'décoration'],
    },
  },
  {
    kind: 'product',
    data: {
      kind: 'digital',
      title: 'Livre numérique « Apprendre la lumière »',
      description: 'Cent vingt pages au format PDF, téléchargeables après l’achat.',
      image: image('atelier-07'),
      product: PRODUCTS.ebook,
      tags: ['livre', 'PDF', 'photographie'],
    },
  },
  {
    kind: 'product',
    data: {
      kind: 'service',
      title: 'Cours d’initiation au tour',
      description: 'Trois heures à l’atelier, terre et cuisson comprises.',
      image: image('atelier-10'),
      product: PRODUCTS.workshop,
      memberPriceCents: 5200,
      tags: ['cours', 'tour', 'céramique', 'atelier'],
    },
  },
  {
    kind: 'product',
    data: {
      kind: 'gift-card',
      title: 'Carte cadeau de 50 €',
      description: 'Valable un an sur toute la boutique et les cours.',
      image: image('atelier-14'),
      product: PRODUCTS.giftCard,
    },
  },
  {
    kind: 'product',
    data: {
      kind: 'subscription',
      title: 'Abonnement « Un tirage par mois »',
      description: 'Un petit tirage inédit chaque mois, pendant six mois.',
      image: image('atelier-08'),
      product: PRODUCTS.subscription,
      plan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 6 },
      cartToken: 'abonnement-tirages-6-mois',
    },
  },
  {
    kind: 'donation',
    data: {
      donatePageId: 'dons-atelier-solidaire',
      title: 'Soutenir l’atelier solidaire',
      description: 'Vos dons financent des cours gratuits pour les jeunes du quartier.',
      buttonText: 'Faire un don',
    },
  },
  {
    kind: 'collection-link',
    data: {
      label: 'Voir mon panier',
      href: '/panier',
      description: 'Vos articles et le paiement.',
    },
  },
];

/** The shop's products as the site search reads them: title, description and tags. */
export const SEARCHABLE_PRODUCTS = SHOP_BLOCKS.flatMap((block) => {
  const data = block.data as {
    title?: unknown;
    description?: unknown;
    tags?: unknown;
    product?: { id?: unknown };
  };
  if (block.kind !== 'product' || typeof data.product?.id !== 'string') return [];
  return [
    {
      id: data.product.id,
      title: String(data.title ?? ''),
      description: String(data.description ?? ''),
      tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    },
  ];
});
