import { MOBILE_INFO_BAR_MAX } from '@vitrine/core-data/limits';

/** The style value that turns the mobile info bar off. */
export const MOBILE_INFO_BAR_STYLE_NONE = 'none';
/** The badge type that hides the badge on template 7.1. */
export const BADGE_TYPE_NONE = 'none';

/** Announcement bar: signed-in account holders and members when the page asks for it (spec 000 §1, §6). */
export function shouldShowAnnouncementBar(context: {
  readonly authenticatedAccount?: object | null;
  readonly showAnnouncementBar?: boolean;
}): boolean {
  return Boolean(context.authenticatedAccount) && context.showAnnouncementBar === true;
}

/** Mobile info bar: on mobile only, width at most 1024 px, a style other than none (spec 000 §4, §9). */
export function shouldShowMobileInfoBar(input: {
  readonly isMobile: boolean;
  readonly width: number;
  readonly style: string | number | null | undefined;
}): boolean {
  const { style } = input;
  if (style === null || style === undefined || style === '' || style === MOBILE_INFO_BAR_STYLE_NONE)
    return false;
  return input.isMobile && input.width <= MOBILE_INFO_BAR_MAX;
}

/** Licensed-assets bar: shown when preview licensed images exist (spec 000 §4). */
export function shouldShowLicensedAssetsBar(previewLicensedImageCount: number): boolean {
  return previewLicensedImageCount > 0;
}

/** Badge: shown unless the template is 7.1 and the badge type is none (spec 000 §4). */
export function shouldShowBadge(
  templateVersion: string | number | undefined,
  badgeType: string | undefined,
): boolean {
  return !(String(templateVersion) === '7.1' && badgeType === BADGE_TYPE_NONE);
}
