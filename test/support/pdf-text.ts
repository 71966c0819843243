import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as poppler's pdftotext reads it (Debian poppler-utils;
 * .ci/run installs it where it is missing): what a customer could copy out of
 * the document, so '₦' here means the glyph really is in the embedded font.
 * Raw order (the order the text was drawn), so a rotated stamp reads whole.
 */
export function pdfText(bytes: Buffer | Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kobo-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages (pdftotext ends each page with a form feed). */
export const pageCount = (text: string) => text.split('\f').filter((p) => p.trim()).length;
