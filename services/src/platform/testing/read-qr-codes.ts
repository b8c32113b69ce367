import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';

/**
 * What a phone's camera would read: the QR code in an image (PNG bytes), decoded by a real QR reader (jsQR) from its
 * pixels; null when none can be read. For tests of what a buyer is sent.
 */
export async function readQrInPng(png: Buffer): Promise<string | null> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, image.width, image.height);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

/** Each page of a PDF drawn at 2x (pdf.js on a real canvas) and the QR code read from it, or null when it has none. */
export async function readQrPerPdfPage(pdf: Buffer): Promise<(string | null)[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  const out: (string | null)[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport }).promise;
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    out.push(jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null);
  }
  await doc.destroy();
  return out;
}
