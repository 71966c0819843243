import { MOBILE_QUERY } from '../use-media-query';

/**
 * Opens a window at once, in the click (so no pop-up blocker stops it), and
 * points it at the address when it is known.
 */
export async function openWhenReady(address: () => Promise<string>): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const url = await address();
    if (win) win.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    win?.close();
    throw error;
  }
}

/**
 * Phones and tablets (narrow, or touch without hover) get the PDF in a tab of its own: their
 * browsers do not print a PDF held in a frame (iOS Safari prints the page around the frame,
 * Chrome on Android has no PDF viewer in frames and downloads it instead), while the PDF opened
 * on its own comes up in the phone's viewer, whose share or print menu prints it.
 */
const OPEN_INSTEAD = `${MOBILE_QUERY}, (hover: none) and (pointer: coarse)`;

let current: { frame: HTMLIFrameElement; url: string } | null = null;

/** Removes the last print frame and frees its PDF (a new Print, or the page going away). */
export function clearPrintFrame(): void {
  if (!current) return;
  current.frame.remove();
  URL.revokeObjectURL(current.url);
  current = null;
}

/** Fails a print with a sentence a person can act on. */
class PrintError extends Error {}

/**
 * Print: the browser's print dialog for the PDF itself. The PDF is fetched (the uploads bucket
 * allows the app's origin by CORS) and loaded into a hidden frame from a blob: URL, so the frame
 * is of the app's origin and its window may be asked to print (a presigned S3 URL in a frame is
 * another origin, whose print() the browser refuses). The Content-Security-Policy's frame-src
 * allows blob: for this (infra/lib/security-headers.ts). The frame stays until the next Print or
 * until the page goes (clearPrintFrame): taking it away sooner would close the dialog it opened.
 *
 * Where the frame cannot print (a phone, a browser without a PDF viewer, print() refused) the
 * PDF opens in a new tab, as Preview does, and prints from its viewer.
 */
export async function printPdf(address: () => Promise<string>): Promise<void> {
  if (window.matchMedia(OPEN_INSTEAD).matches || navigator.pdfViewerEnabled === false) return openWhenReady(address);
  const link = await address();
  const res = await fetch(link).catch(() => {
    throw new PrintError('Could not load the PDF. Check your connection and try again.');
  });
  if (!res.ok) throw new PrintError('Could not load the PDF. Try again.');
  const pdf = new Blob([await res.blob()], { type: 'application/pdf' });

  clearPrintFrame();
  const frame = document.createElement('iframe');
  const url = URL.createObjectURL(pdf);
  current = { frame, url };
  frame.title = 'PDF for printing';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Out of sight but laid out: a frame with display: none loads no PDF viewer.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', visibility: 'hidden' });
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  frame.src = url;
  document.body.appendChild(frame);
  await loaded;
  try {
    frame.contentWindow!.focus();
    frame.contentWindow!.print();
  } catch {
    // The frame would not print (a browser that keeps framed PDFs to themselves): the PDF on its own.
    clearPrintFrame();
    if (!window.open(link, '_blank')) throw new PrintError('Your browser would not print the PDF here or open it. Use Preview and print from there.');
  }
}
