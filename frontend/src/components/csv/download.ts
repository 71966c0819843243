import { format } from 'date-fns';

/** Saves text as a file through the browser's download (an object URL on a temporary link). */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** e.g. customers-2026-11-22.csv */
export const datedFileName = (kind: string) => `${kind}-${format(new Date(), 'yyyy-MM-dd')}.csv`;

/** Reads every page of an export (one request per page, no read per record). */
export async function readAllPages<T>(page: (cursor?: string) => Promise<{ items: T[]; cursor: string | null }>, onProgress?: (count: number) => void): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    out.push(...next.items);
    onProgress?.(out.length);
    cursor = next.cursor ?? undefined;
  } while (cursor);
  return out;
}
