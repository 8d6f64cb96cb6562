export { AnnouncementBar, type AnnouncementBarProps } from './site-bars/announcement-bar';
export { LicensedAssetsBar, type LicensedAssetsBarProps } from './site-bars/licensed-assets-bar';
export {
  MobileInfoBar,
  type MobileInfoBarProps,
  type MobileInfoItem,
  type MobileInfoItemKind,
} from './site-bars/mobile-info-bar';
export { SiteBadge, type SiteBadgeProps } from './site-bars/site-badge';
export {
  BADGE_TYPE_NONE,
  MOBILE_INFO_BAR_STYLE_NONE,
  shouldShowAnnouncementBar,
  shouldShowBadge,
  shouldShowLicensedAssetsBar,
  shouldShowMobileInfoBar,
} from './site-bars/site-bar-rules';
