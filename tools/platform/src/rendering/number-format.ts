/** Numbers in fragments follow the page language; euro after the amount except in English. */
export function formatNumber(locale: string, value: number, decimals = 2): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // Italian and Spanish ICU data leave 4-digit numbers ungrouped; the site always groups.
    useGrouping: 'always',
  }).format(value);
}

export function formatEuro(locale: string, value: number): string {
  const amount = formatNumber(locale, value);
  return locale.startsWith('en') ? `€${amount}` : `${amount} €`;
}

export function formatPercent(locale: string, value: number, decimals = 3): string {
  return `${formatNumber(locale, value, decimals)} %`;
}
