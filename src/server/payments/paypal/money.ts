import type { PaypalMoney } from './wire';

/** How many decimals a currency has (EUR 2, JPY 0): PayPal's amounts are decimal strings, ours minor units. */
function decimalsOf(currency: string): number {
  return (
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
    }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export function toPaypalMoney(amount: number, currency: string): PaypalMoney {
  const decimals = decimalsOf(currency);
  return {
    currency_code: currency.toUpperCase(),
    value: (amount / 10 ** decimals).toFixed(decimals),
  };
}

/** PayPal's amount in minor units, or null when it is not a plain decimal of the currency. */
export function fromPaypalMoney(money: PaypalMoney): { amount: number; currency: string } | null {
  const decimals = decimalsOf(money.currency_code);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(money.value);
  if (!match || (match[2]?.length ?? 0) > decimals) return null;
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  return {
    amount: Number(match[1]) * 10 ** decimals + Number(fraction || 0),
    currency: money.currency_code,
  };
}
