import { describe, expect, it } from 'vitest';
import * as entry from '../enums';

describe('@vitrine/core-data/enums entry', () => {
  it('exports every enumeration frozen, with its helpers', () => {
    const enums = Object.entries(entry).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'keyOf' in value,
    );
    expect(enums.map(([name]) => name).sort()).toEqual(
      [
        'ActiveAlignment',
        'AnchorPosition',
        'BillingPeriodUnit',
        'BlockKind',
        'BlockType',
        'BlockVariant',
        'CollectionType',
        'CollectionView',
        'ConfirmationDialogStyle',
        'ContentStatus',
        'CookieBannerAcceptType',
        'CookieBannerBarPosition',
        'CookieBannerCtaVariant',
        'CookieBannerPopupPosition',
        'CookieBannerTheme',
        'CookieBannerVariant',
        'FitAlignment',
        'FormEditorSection',
        'FormFieldType',
        'FrameEvent',
        'GalleryDesign',
        'GalleryLayout',
        'GalleryMediaType',
        'ImageCropMode',
        'ImageSizeFormat',
        'LightboxTheme',
        'LikertScale',
        'MapStyle',
        'MarqueeAnimationDirection',
        'MeasurementSystem',
        'NamedBlockType',
        'PageSpeedDeliveryType',
        'PageSpeedEventKind',
        'PageSpeedRolloutFlag',
        'PageType',
        'PermissionCode',
        'PopupOverlayStorageKey',
        'ProductType',
        'ProductTypeCode',
        'PublishState',
        'RecordType',
        'RecordTypeTrackingName',
        'SiteRole',
        'SlideType',
        'SpecialPageType',
        'StackedTransition',
        'StripAlignment',
        'SwipeBoundary',
        'TemplateVersion',
        'TweakEvent',
        'VideoEmbedType',
        'VideoMode',
        'VisitCookieName',
        'WebsiteSubscriptionState',
        'WebsiteType',
        'WorkflowState',
      ].sort(),
    );
    for (const [, value] of enums) {
      expect(Object.isFrozen(value)).toBe(true);
    }
  });

  it('exports the helpers and constants', () => {
    expect(entry.defineEnum).toBeTypeOf('function');
    expect(entry.galleryLayoutForDesign).toBeTypeOf('function');
    expect(entry.recordTypeTrackingName).toBeTypeOf('function');
    expect(entry.isBlockTypeNumber).toBeTypeOf('function');
    expect(entry.isBlockVariantNumber).toBeTypeOf('function');
    expect(entry.BLOCK_TYPE_RANGE).toEqual({ min: 1, max: 70 });
    expect(entry.BLOCK_VARIANT_RANGE).toEqual({ min: 1000, max: 1019 });
    expect(entry.DEFAULT_MAP_STYLE).toBe(entry.MapStyle.GRAYSCALE);
    expect(entry.DEFAULT_STACKED_TRANSITION).toBe(entry.StackedTransition.FADE);
    expect(entry.DEFAULT_STRIP_ALIGNMENT).toBe(entry.StripAlignment.MIDDLE);
    expect(entry.SINGLE_VALUE_FORM_FIELD_TYPES).toHaveLength(8);
  });
});
