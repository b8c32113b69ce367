import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readQrInPng } from '../platform/testing/read-qr-codes.ts';
import { qrModules, qrPng } from './qr-png.ts';

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

  it.each([
    [6, 4],
    [3, 2],
    [1, 0],
  ])('draws every pixel as its module, or white in the quiet zone (scale %i, margin %i)', async (scale, margin) => {
    const text = 'RIHLA1.T-7QX2-K9PA.0f3c9a1b2c3d4e5f';
    const { size, cells } = qrModules(text);
    const image = await loadImage(qrPng(text, { scale, margin }));
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const { data } = canvas.getContext('2d').getImageData(0, 0, image.width, image.height);
    let wrong = 0;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const [mx, my] = [Math.floor(x / scale) - margin, Math.floor(y / scale) - margin];
        const dark = mx >= 0 && my >= 0 && mx < size && my < size && cells[my * size + mx] === 1;
        if (data[(y * image.width + x) * 4] !== (dark ? 0 : 255)) wrong++;
      }
    }
    expect(wrong).toBe(0);
  });

  it('chooses the mask the qrcode package chooses, so every module is the same as its own encoding (versions 1 to 13)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-:/_ رحلة';
    const masks = new Set<number>();
    const sizes = new Set<number>();
    for (let n = 0; n < 1500; n++) {
      const length = 1 + Math.floor(random() * (n % 3 === 0 ? 300 : 60));
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const reference = QRCode.create([{ mode: 'byte', data: Buffer.from(text, 'utf8') }], { errorCorrectionLevel: 'M' });
      const ours = qrModules(text);
      expect(ours.size).toBe(reference.modules.size);
      expect(Buffer.from(ours.cells).equals(Buffer.from(reference.modules.data)), text).toBe(true);
      masks.add(reference.maskPattern ?? -1);
      sizes.add(ours.size);
    }
    // Every mask was the best one for some text, and the symbols include versions with version information (>= 7, 45 modules).
    expect([...masks].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(45);
  });
});
