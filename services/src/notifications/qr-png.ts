import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A QR code as a black-and-white PNG of one bit per pixel (`scale` pixels per module, a quiet zone of `margin`
 * modules). A mail client shows it like any PNG; it is a fiftieth of the bytes of an RGBA image of the same code and
 * costs microseconds instead of the general encoder's milliseconds (it tries five row filters on four bytes per pixel),
 * which every confirmation e-mail paid once per ticket.
 */
export function qrPng(text: string, { scale = 6, margin = 4 }: { scale?: number; margin?: number } = {}): Buffer {
  // One byte segment: the encoder's search for the shortest mix of modes costs more than the rest of the code.
  const { modules } = QRCode.create([{ mode: 'byte', data: Buffer.from(text, 'utf8') }], { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * margin) * scale;
  const rowBytes = 1 + Math.ceil(side / 8);
  // Bit 1 is white (grayscale, bit depth 1); each row starts with filter type 0, then the pixels, most significant bit
  // first. A module row is drawn once and copied to its `scale` pixel rows.
  const raw = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y++) raw[y * rowBytes] = 0;
  for (let my = 0; my < modules.size; my++) {
    const first = (margin + my) * scale * rowBytes;
    for (let mx = 0; mx < modules.size; mx++) {
      if (!modules.get(my, mx)) continue;
      for (let x = (margin + mx) * scale, end = x + scale; x < end; x++) {
        const at = first + 1 + (x >> 3);
        raw[at] = raw[at]! & ~(0x80 >> (x & 7));
      }
    }
    for (let k = 1; k < scale; k++) raw.copy(raw, first + k * rowBytes, first, first + rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
