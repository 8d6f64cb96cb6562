import { CURRENCIES } from '@vitrine/core-data/currencies';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Money } from './money';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

afterEach(() => vi.restoreAllMocks());

describe('<Money> (spec 000 §3 "Money value")', () => {
  it("shows 1234.50 EUR as '1 234,50 €' in French, with the symbol in its own part", async () => {
    const screen = await render(<Money value={{ amount: '1234.50', currencyCode: 'EUR' }} />);
    const money = screen.container.querySelector('.vitrine-money');
    expect(money?.textContent).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(money?.getAttribute('data-currency')).toBe('EUR');
    expect(money?.querySelector('[data-part="currency"]')?.textContent).toBe('€');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows cents, and yen without decimals', async () => {
    const screen = await render(
      <p>
        <Money data-testid="eur" value={{ cents: 1200, currencyCode: 'EUR' }} />
        <Money data-testid="jpy" value={{ cents: 1500, currencyCode: 'JPY' }} />
      </p>,
    );
    // textContent, not toHaveTextContent: that matcher folds the no-break spaces we check.
    expect(screen.getByTestId('eur').element().textContent).toBe(`12,00${NBSP}€`);
    expect(screen.getByTestId('jpy').element().textContent).toBe(`1${NNBSP}500${NBSP}JPY`);
  });

  it('formats all 26 currencies the French way in the browser', async () => {
    const screen = await render(
      <ul>
        {CURRENCIES.map((currency) => (
          <li key={currency.code}>
            <Money
              data-testid={currency.code}
              value={{ cents: 123456, currencyCode: currency.code }}
            />
          </li>
        ))}
      </ul>,
    );
    for (const currency of CURRENCIES) {
      const text = screen.getByTestId(currency.code).element().textContent ?? '';
      const number = currency.fractionDigits === 0 ? `123${NNBSP}456` : `1${NNBSP}234,56`;
      expect(text.startsWith(`${number}${NBSP}`), `${currency.code}: ${text}`).toBe(true);
    }
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('marks negative amounts and renders nothing for bad input, without crashing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <p>
        <Money data-testid="refund" value={{ cents: -500, currencyCode: 'EUR' }} />
        <Money data-testid="bad" value={{ amount: 'douze', currencyCode: 'EUR' }} />
      </p>,
    );
    await expect.element(screen.getByTestId('refund')).toHaveAttribute('data-negative', '');
    const bad = screen.getByTestId('bad');
    await expect.element(bad).toHaveAttribute('data-invalid', '');
    expect(bad.element().textContent).toBe('');
    expect(error).toHaveBeenCalled();
  });

  it('follows a locale when given one', async () => {
    const screen = await render(
      <Money locale="en-US" value={{ amount: '1234.5', currencyCode: 'USD' }} />,
    );
    expect(screen.container.textContent).toBe('$1,234.50');
  });
});
