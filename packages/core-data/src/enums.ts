// Public entry `@vitrine/core-data/enums`: every enumeration of the spec (re-exports only).
export { AnchorPosition } from './enums/anchor-position';
export {
  BLOCK_TYPE_RANGE,
  BLOCK_VARIANT_RANGE,
  BlockKind,
  BlockType,
  BlockVariant,
  isBlockTypeNumber,
  isBlockVariantNumber,
  NamedBlockType,
} from './enums/block';
export { CollectionType, CollectionView } from './enums/collection';
export {
  BillingPeriodUnit,
  MeasurementSystem,
  ProductType,
  ProductTypeCode,
} from './enums/commerce';
export { ContentStatus, PublishState, WorkflowState } from './enums/content-state';
export {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  type CookieBannerPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from './enums/cookie-banner';
export {
  defineEnum,
  type Enum,
  type EnumHelpers,
  type EnumKeyFor,
  type EnumMembers,
  type EnumValue,
  type EnumValueOf,
} from './enums/define-enum';
export { ConfirmationDialogStyle } from './enums/dialog-style';
export { FrameEvent, TweakEvent } from './enums/editor-event';
export {
  FormEditorSection,
  FormFieldType,
  LikertScale,
  SINGLE_VALUE_FORM_FIELD_TYPES,
} from './enums/form';
export {
  ActiveAlignment,
  DEFAULT_STACKED_TRANSITION,
  DEFAULT_STRIP_ALIGNMENT,
  GalleryDesign,
  GalleryLayout,
  GalleryMediaType,
  galleryLayoutForDesign,
  LightboxTheme,
  SlideType,
  StackedTransition,
  StripAlignment,
  SwipeBoundary,
} from './enums/gallery';
export { FitAlignment, ImageCropMode, ImageSizeFormat } from './enums/image';
export { DEFAULT_MAP_STYLE, MapStyle } from './enums/map-style';
export { MarqueeAnimationDirection } from './enums/marquee';
export {
  PageSpeedDeliveryType,
  PageSpeedEventKind,
  PageSpeedRolloutFlag,
} from './enums/page-speed';
export { PageType, SpecialPageType } from './enums/page-type';
export { PopupOverlayStorageKey } from './enums/popup-overlay-storage-key';
export {
  RecordType,
  RecordTypeTrackingName,
  recordTypeTrackingName,
} from './enums/record-type';
export { PermissionCode, SiteRole } from './enums/site-role';
export { VideoEmbedType, VideoMode } from './enums/video';
export { VisitCookieName } from './enums/visit-cookie-name';
export {
  TemplateVersion,
  WebsiteSubscriptionState,
  WebsiteType,
} from './enums/website';
