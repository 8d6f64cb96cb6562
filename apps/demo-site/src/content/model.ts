import type { BlockKind } from '@vitrine/core-data/enums';

/** One block of a page: its kind (spec 000 §1) and its data, as `data-block-json` carries it. */
export interface PageBlock {
  readonly kind: BlockKind;
  readonly data: unknown;
  /** A heading shown above the block by the page, not part of the block. */
  readonly heading?: string;
  /** The id of the block's section, for links to it (the mobile info bar's hours). */
  readonly anchor?: string;
  /** Resilience pages only: the attribute text sent instead of the data's JSON (a corrupted block). */
  readonly corruptJson?: string;
}

/** A page of the site. */
export interface SitePage {
  readonly path: string;
  /** The document title (before ' · Atelier Lumière'). */
  readonly title: string;
  /** The page's visible title (h1). */
  readonly heading: string;
  readonly description: string;
  /** Spec 000 §2 page types: 1 collection, 2 page, 3 splash, 50 item, 100 not found. */
  readonly pageType: number;
  /** Shown in the main navigation. */
  readonly nav?: string;
  /** Members-only page (spec 000 §6 "A locked page is available only to site members"). */
  readonly locked?: boolean;
  readonly blocks: readonly PageBlock[];
  /** Feature hosts after the blocks: the full-page cart, a product review form. */
  readonly extras?: readonly ('cart' | 'reviews')[];
  /** The site collection the page is (spec 000 §3 page context `collection.id`): 24 hex digits. */
  readonly collectionId: string;
  /**
   * How many licensed images the page shows in preview, their licence not yet bought (the
   * page context's `previewLicensedImageCount`; spec 000 §4 licensed-assets bar).
   */
  readonly previewLicensedImageCount?: number;
  /**
   * Trial pages only: site settings as another site would have them, so that one demo site can
   * show what they change (the badge, spec 000 §4).
   */
  readonly siteSettingsOverrides?: {
    readonly templateVersion?: '7' | '7.1' | '8';
    readonly badgeType?: string;
  };
}
