/** The floor: Intl.NumberFormat alone, in a three-line wrapper. */
const format = (money: { amount: string; currencyCode: string }) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: money.currencyCode }).format(
    Number(money.amount),
  );

export function run(): string {
  return format({ amount: '1234.50', currencyCode: 'EUR' });
}
