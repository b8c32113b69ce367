// The text of a PDF as a reader extracts it (pdf.js: each drawn run with its characters in reading order), one
// string per text line: a line's runs are read right to left when it holds right-to-left text, and runs that touch
// are one word. Used by the tests of the PDF invoice (services unit test, storefront browser test).
import { readFile } from 'node:fs/promises';

export async function pdfTextLines(pdf) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = typeof pdf === 'string' ? await readFile(pdf) : pdf;
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false }).promise;
  const lines = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const byY = new Map();
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5]);
      const x = item.transform[4];
      byY.set(y, [...(byY.get(y) ?? []), { x, end: x + item.width, s: item.str, rtl: item.dir === 'rtl' }]);
    }
    for (const [, runs] of [...byY.entries()].sort(([a], [b]) => b - a)) {
      const visual = runs.sort((a, b) => a.x - b.x);
      const pieces = visual.flatMap((r, i) => (i > 0 && r.x - visual[i - 1].end > 1 ? [' ', r.s] : [r.s]));
      const rtl = runs.some((r) => r.rtl);
      lines.push((rtl ? pieces.reverse() : pieces).join('').replace(/[\s\u00a0]+/g, ' ').trim());
    }
  }
  await doc.destroy();
  return lines;
}
