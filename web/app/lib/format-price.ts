import { formatNumber } from './format';

/**
 * What a place at an event costs: `Free`, or the amount in its currency (`USD 12.50`, `INR 1,500`:
 * the ISO code rather than a symbol, which `$` alone would leave ambiguous). No Intl, so server and
 * browser write the same. Its own module: the price is written on the server only, so the
 * islands' shared `format` chunk does not carry it.
 */
export function formatPrice(price: string | null, currency: string | null): string {
  if (price === null || currency === null || Number(price) <= 0) return 'Free';
  const [whole = '0', cents = '00'] = Number(price).toFixed(2).split('.');
  const amount =
    cents === '00' ? formatNumber(Number(whole)) : `${formatNumber(Number(whole))}.${cents}`;
  return `${currency} ${amount}`;
}

/**
 * An amount owed or paid, to the paisa, as the API writes it (`1250.00`), in its currency:
 * `INR 1,250.00`. Unlike a price, never `Free` and never rounded: it is what a payment's note and
 * a receipt must match.
 */
export function formatAmount(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return `${currency} ${formatNumber(Number(whole))}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
