/** VAT in basis points as printed on a receipt: 2000 → "20%", 500 → "5%", 1250 → "12.5%". */
export function vatRateText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}
