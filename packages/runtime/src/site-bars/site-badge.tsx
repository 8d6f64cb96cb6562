'use client';
import { runtime } from '@vitrine/i18n-fr/runtime';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { shouldShowBadge } from './site-bar-rules';

export interface SiteBadgeProps {
  /** The page context's `templateVersion` (7, 7.1 or 8, as a number or a string). */
  readonly templateVersion: string | number | undefined;
  /** The site's badge type; `none` hides the badge on template 7.1 only. */
  readonly badgeType: string | undefined;
  /** Where the credit link goes (the platform's site). */
  readonly href: string;
}

/**
 * The platform's badge (spec 000 §4): a credit link, shown unless the template is 7.1 and the
 * badge type is none. A line of the site's footer (inside its `contentinfo` landmark, not a
 * landmark of its own); it has no behaviour, so it renders the same on the server. The badge
 * type is exposed as `data-badge-type` for the stylesheet.
 */
export function SiteBadge({ templateVersion, badgeType, href }: SiteBadgeProps) {
  const t = useSimpleTranslator(runtime);
  if (!shouldShowBadge(templateVersion, badgeType)) return null;
  return (
    <p className="vitrine-site-badge" data-badge-type={badgeType ?? ''}>
      <a className="vitrine-site-badge__link" href={href}>
        {t('runtime.badge.link')}
      </a>
    </p>
  );
}
