/** The spec's maximum of blocks per layout (spec 001 §9 "Editor limits: blocks per layout 60"). */
export const BLOCK_COUNT = 60;

export const BLOCK_KINDS = [
  'accordion',
  'menu',
  'marquee',
  'gallery',
  'video',
  'form',
  'newsletter',
] as const;

export type BenchBlockKind = (typeof BLOCK_KINDS)[number];

export interface PageBlock {
  readonly kind: BenchBlockKind;
  readonly data: unknown;
}

function blockData(kind: BenchBlockKind, n: number): unknown {
  switch (kind) {
    case 'accordion':
      return {
        expandFirstItem: n % 2 === 0,
        items: Array.from({ length: 5 }, (_, i) => ({
          id: `q${i + 1}`,
          title: `Question ${i + 1} du bloc ${n}`,
          text: `Réponse ${i + 1} : livraison sous 48 heures, retours gratuits pendant 30 jours.`,
        })),
      };
    case 'menu':
      return {
        title: `Carte ${n}`,
        sections: ['Entrées', 'Plats', 'Desserts'].map((label, i) => ({
          key: `s${i + 1}`,
          label,
          dishes: Array.from({ length: 6 }, (_, j) => ({
            name: `${label} ${j + 1}`,
            price: `${12 + j},50 €`,
          })),
        })),
      };
    case 'marquee':
      return {
        text: `Soldes d’été : -20 % sur toute la boutique (bloc ${n})`,
        waveFrequency: 1,
        waveIntensity: 0.5,
        animationDirection: n % 2 ? 'left' : 'right',
      };
    case 'gallery':
      return {
        label: `Galerie ${n}`,
        slides: Array.from({ length: 8 }, (_, i) => ({
          id: `g${n}-${i + 1}`,
          src: `/img/${(n * 8 + i) % 360}.svg`,
          alt: `Photo ${i + 1}`,
          width: 1200,
          height: 800,
        })),
      };
    case 'video':
      return {
        providerName: 'YouTube',
        html: '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Visite de l’atelier"></iframe>',
        thumbnailUrl: `/img/${(n * 11) % 360}.svg`,
        title: `Vidéo ${n}`,
      };
    case 'form':
      return {
        id: `form-${n}`,
        submitButtonText: 'Envoyer',
        fields: [
          { id: 'name', type: 'name', title: 'Nom', required: true },
          { id: 'email', type: 'email', title: 'E-mail', required: true },
          {
            id: 'subject',
            type: 'select',
            title: 'Objet',
            options: ['Devis', 'Commande', 'Autre'],
          },
          { id: 'message', type: 'textarea', title: 'Message', maxLength: 500 },
        ],
      };
    case 'newsletter':
      return { id: `newsletter-${n}`, title: 'Restez informé', showName: true };
  }
}

/** The 60 blocks of the page, the kinds in turn. */
export const PAGE_BLOCKS: readonly PageBlock[] = Array.from({ length: BLOCK_COUNT }, (_, n) => {
  const kind = BLOCK_KINDS[n % BLOCK_KINDS.length] as BenchBlockKind;
  return { kind, data: blockData(kind, n + 1) };
});
