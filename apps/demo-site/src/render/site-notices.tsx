import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { LicensedAssetsBar, SiteBadge } from '@vitrine/runtime/site-bars';
import { SITE_TEMPLATE } from '../content/site';

/**
 * The licensed-assets bar and the badge (spec 000 §4), rendered on the server from the page
 * context: neither has behaviour, so they are part of the first paint (no layout shift) and
 * ship no JavaScript. Each component applies its own rule and renders nothing when it hides.
 */

/** The context's `previewLicensedImageCount` (a field the spec leaves untyped), 0 when absent. */
function previewLicensedImageCountOf(context: PageContext): number {
  const count = (context as { previewLicensedImageCount?: unknown }).previewLicensedImageCount;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** The context's `websiteSettings.badgeType`, when it is a string. */
function badgeTypeOf(context: PageContext): string | undefined {
  const type = (context.websiteSettings as { badgeType?: unknown } | undefined)?.badgeType;
  return typeof type === 'string' ? type : undefined;
}

/** Shown when preview licensed images exist, at the top of the page. */
export function LicensedAssetsNotice({ context }: { readonly context: PageContext }) {
  return <LicensedAssetsBar previewLicensedImageCount={previewLicensedImageCountOf(context)} />;
}

/** Shown unless the template is 7.1 and the badge type is none, as the footer's last line. */
export function SiteBadgeNotice({ context }: { readonly context: PageContext }) {
  return (
    <SiteBadge
      templateVersion={context.templateVersion}
      badgeType={badgeTypeOf(context)}
      href={SITE_TEMPLATE.badgeHref}
    />
  );
}
