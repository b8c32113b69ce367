import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { readQrInPng } from '../platform/testing/read-qr-codes.ts';
import { qrPng } from './qr-png.ts';

describe('qrPng', () => {
  it.each([
    ['a ticket code', 'RIHLA1.T-7QX2-K9PA.0f3c9a1b2c3d4e5f'],
    ['a one-character code', 'x'],
    ['a long code', `rihla:ticket:${'0123456789abcdef'.repeat(12)}`],
  ])('draws %s that a QR reader reads back', async (_name, text) => {
    expect(await readQrInPng(qrPng(text))).toBe(text);
  });

  it('is a one-bit grayscale image, scale pixels per module with a quiet zone of margin modules', () => {
    const text = 'RIHLA1.T-7QX2-K9PA';
    const png = qrPng(text, { scale: 3, margin: 2 });
    const size = QRCode.create([{ mode: 'byte', data: Buffer.from(text) }], { errorCorrectionLevel: 'M' }).modules.size;
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe((size + 4) * 3);
    expect(png.readUInt32BE(20)).toBe((size + 4) * 3);
    expect([png[24], png[25]]).toEqual([1, 0]);
  });
});
