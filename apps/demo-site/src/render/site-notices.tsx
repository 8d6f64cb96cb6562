import { BREAKPOINTS } from '@vitrine/core-data/constants';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { LicensedAssetsBar, MobileInfoBar, SiteBadge } from '@vitrine/runtime/site-bars';
import { HOURS_ANCHOR, SITE, SITE_TEMPLATE } from '../content/site';

/**
 * The licensed-assets bar, the badge and the mobile info bar (spec 000 §4), rendered on the
 * server from the page context: none has behaviour, so they are part of the first paint (no
 * layout shift) and ship no JavaScript. Each component applies its own rule and renders nothing
 * when it hides.
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

/** What the mobile info bar offers: call, write, find the studio, its hours. */
const MOBILE_INFO_ITEMS = [
  { kind: 'phone', href: `tel:${SITE.phone.replace(/\s/g, '')}` },
  { kind: 'email', href: `mailto:${SITE.email}` },
  {
    kind: 'address',
    href: `https://maps.google.com/maps?q=${encodeURIComponent(SITE.address)}`,
  },
  // The hours are a section of /atelier: « Horaires » leads there, as the others lead somewhere.
  { kind: 'hours', href: `/atelier#${HOURS_ANCHOR}` },
] as const;

/**
 * The mobile info bar, in every page for the context's style: the server cannot know the device,
 * so the component is asked as for a phone at the widest width it allows (1024 px), and
 * `#mobile-info-bar-root` is shown by the stylesheet only on a touch-first device (no hover, a
 * coarse pointer) up to that width (site.css), the rule the page script applied before. Hidden,
 * it is out of the accessibility tree too.
 */
export function MobileInfoNotice({ context }: { readonly context: PageContext }) {
  const style = (context.websiteSettings as { mobileInfoBarSettings?: { style?: unknown } })
    ?.mobileInfoBarSettings?.style;
  return (
    <div id="mobile-info-bar-root">
      <MobileInfoBar
        style={typeof style === 'string' || typeof style === 'number' ? style : null}
        isMobile
        width={BREAKPOINTS.mobileInfoBarMax}
        items={MOBILE_INFO_ITEMS}
      />
    </div>
  );
}
