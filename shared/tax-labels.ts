/** How tax rates are named on screen. No zod here: detail pages import it. */

/** How a rate is shown in a picker: "VAT (7.5%)". */
export const taxRateLabel = (r: { name: string; percent: number }) => `${r.name} (${r.percent}%)`;

/** A tax group's label on a document: the rate's name as its lines saved it ("VAT (7.5%)"); "VAT" for lines saved before rates had names. */
export function taxGroupLabel(rate: number, lines: { taxRate: number | null; taxName?: string }[] = []): string {
  const name = lines.find((l) => l.taxRate === rate && l.taxName)?.taxName ?? 'VAT';
  return `${name} (${rate}%)`;
}
