import { describe, expect, it } from 'vitest';
import * as entry from '../schemas';

describe('@vitrine/core-data/schemas entry', () => {
  it('pairs every schema with a parse function that never throws', () => {
    const parsers = Object.entries(entry).filter(
      ([name, value]) =>
        name.startsWith('parse') && name !== 'parseWith' && typeof value === 'function',
    );
    expect(parsers.map(([name]) => name).sort()).toEqual([
      'parseCookieBannerSettings',
      'parseFormSubmissionErrorAnswer',
      'parseFormSubmissionKeyAnswer',
      'parseFormSubmissionPayload',
      'parseLoginAnswer',
      'parseMoneyValue',
      'parsePageContext',
      'parsePopupOverlaySettings',
      'parsePopupOverlayStoredData',
      'parseProduct',
      'parseShoppingCart',
      'parseSubscriptionPlan',
      'parseVariant',
    ]);
    for (const [, parse] of parsers) {
      const result = (parse as (input: unknown) => { ok: boolean })(Symbol('not data'));
      expect(result.ok).toBe(false);
    }
  });

  it('exports the schemas and constants', () => {
    const schemas = Object.entries(entry).filter(([name]) => name.endsWith('Schema'));
    expect(schemas.map(([name]) => name).sort()).toEqual([
      'CartEntrySchema',
      'CookieBannerSettingsSchema',
      'CurrencyCodeSchema',
      'FormFieldValueSchema',
      'FormFieldValuesSchema',
      'FormSubmissionErrorAnswerSchema',
      'FormSubmissionKeyAnswerSchema',
      'FormSubmissionPayloadSchema',
      'LoginAnswerSchema',
      'MoneyValueSchema',
      'PageContextSchema',
      'PopupOverlaySettingsSchema',
      'PopupOverlayStoredDataSchema',
      'PriceCentsSchema',
      'ProductSchema',
      'ShoppingCartSchema',
      'SubscriptionPlanSchema',
      'VariantSchema',
    ]);
    for (const [, schema] of schemas) {
      expect((schema as { safeParse: unknown }).safeParse).toBeTypeOf('function');
    }
    expect(entry.DEFAULT_PAGE_CONTEXT.storeSettings.selectedCurrency).toBe('USD');
    expect(entry.INDEFINITE_BILLING_CYCLES).toBe(0);
    expect(entry.POPUP_OVERLAY_NEVER_AGAIN).toBe(-1);
  });
});
