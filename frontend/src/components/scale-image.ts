/*
 * Images are scaled down in the browser before they are uploaded (Settings >
 * Image upload resolution): a phone photo of 4000 × 3000 pixels and 4 MB
 * becomes, at 1600, an image of 1600 × 1200 and a few hundred KB, which
 * uploads quickly on a mobile connection and fits the 2 MB upload limit.
 * The browser's own decoder and canvas do the work (createImageBitmap reads
 * the photo's EXIF orientation); nothing is sent anywhere else.
 */

/** The size an image of `width` × `height` is drawn at so that its longest side is at most `maxPx`. */
export function fitWithin(width: number, height: number, maxPx: number): { width: number; height: number; scaled: boolean } {
  const longest = Math.max(width, height);
  if (!(longest > maxPx) || maxPx <= 0) return { width, height, scaled: false };
  const ratio = maxPx / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)), scaled: true };
}

/** Types a canvas writes back in kind (a GIF may be animated, so it is left as it is). */
const SCALABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** What a PDF can print (pdfkit reads PNG and JPEG only). */
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/**
 * The image scaled so its longest side is at most `maxPx`, in its own format
 * (PNG keeps its transparency); the file itself when it is already small
 * enough, is not an image a canvas writes (GIF), or the browser cannot decode it.
 * With `printable` (a company logo, which PDFs print), a WebP or GIF becomes a
 * PNG, scaled or not (a GIF's first frame), so every logo the upload takes
 * prints; if the browser cannot decode it, it goes as it is.
 */
export async function scaleImage(file: File, maxPx: number, { printable = false } = {}): Promise<File> {
  const convert = printable && !PRINTABLE.has(file.type);
  if ((!SCALABLE.has(file.type) && !convert) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxPx);
    if (!size.scaled && !convert) return file;
    const type = convert ? 'image/png' : file.type;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob || blob.type !== type) return file;
    const name = convert ? file.name.replace(/\.[^.]*$/, '') + '.png' : file.name;
    return new File([blob], name, { type, lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
