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

export interface PdfImage {
  page: number;
  /** 'image', or 'smask' for an image's alpha channel. */
  type: string;
  width: number;
  height: number;
  color: string;
  /** Pixels per inch as drawn: the image's width over the width it takes on the page. */
  xPpi: number;
}

/** The images a PDF draws, as poppler's `pdfimages -list` reads them (every use on every page). */
export function pdfImages(bytes: Buffer | Uint8Array): PdfImage[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'kobo-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two heading lines, then: page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    return out
      .split('\n')
      .slice(2)
      .filter((row) => row.trim())
      .map((row) => {
        const c = row.trim().split(/\s+/);
        return { page: Number(c[0]), type: c[2]!, width: Number(c[3]), height: Number(c[4]), color: c[5]!, xPpi: Number(c[12]) };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
