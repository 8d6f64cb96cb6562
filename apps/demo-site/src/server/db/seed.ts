import { randomBytes } from 'node:crypto';

/** The demo accounts created on first start (spec 000 §6: a site member and the site owner). */
export const SEED_ACCOUNTS = [
  {
    email: 'membre@atelier-lumiere.fr',
    password: 'lumiere-2026',
    displayName: 'Camille Durand',
    role: 'member',
  },
  {
    email: 'proprietaire@atelier-lumiere.fr',
    password: 'atelier-2026',
    displayName: 'Élise Moreau',
    role: 'owner',
  },
] as const;

/** The roles an account can hold on the demo site. */
export type AccountRole = 'member' | 'owner';

/** The site header and footer stored on first start (spec 000 §3: header and footer fields). */
export const SEED_HEADER_FOOTER = {
  header: {
    siteTitle: 'Atelier Lumière',
    tagline: 'Photographie et céramique, à Lyon',
    navigation: [
      { label: 'Accueil', href: '/' },
      { label: 'Galerie', href: '/galerie' },
      { label: 'L’atelier', href: '/atelier' },
      { label: 'Boutique', href: '/boutique' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  footer: {
    text: 'Atelier Lumière — 12 rue des Tanneurs, 69001 Lyon',
    links: [
      { label: 'Espace membres', href: '/membres' },
      { label: 'Contact', href: '/contact' },
    ],
  },
} as const;

/** The site's languages on first start: French only (spec 000 §1: the site locale is French). */
export const SEED_LANGUAGES = [
  { code: 'fr-FR', name: 'Français', isDefault: true, enabled: true },
] as const;

/** A random 24-character hexadecimal id, the shape of the platform's ids (spec 000 §2). */
export function newRecordId(): string {
  return randomBytes(12).toString('hex');
}
