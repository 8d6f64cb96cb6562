import { formatMoney } from '@vitrine/core-data/format';

/** Our money formatting: core-data's formatMoney (fr-FR, the currency's fraction digits, exact decimals). */
export function run(): string {
  return formatMoney({ amount: '1234.50', currencyCode: 'EUR' });
}
