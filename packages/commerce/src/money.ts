export {
  DEFAULT_MONEY_LOCALE,
  describeMoney,
  type MinorUnitsValue,
  type MoneyDisplay,
  type MoneyInput,
} from './money/describe-money';
export { moneyFromMinorUnits } from './money/minor-units';
export { Money, type MoneyProps } from './money/money';
export { type UseMoneyOptions, useMoney } from './money/use-money';
