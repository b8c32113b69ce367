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

/** Error correction level M, the two format bits ISO/IEC 18004 gives it. */
const LEVEL_M_BITS = 0b00;

/** The 15 format bits for level M and a mask: BCH(15,5) with generator 0x537, masked with 0x5412 (ISO/IEC 18004 7.9). */
function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  let d = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (d & (1 << bit)) d ^= 0x537 << (bit - 10);
  return ((data << 10) | d) ^ 0x5412;
}

/** Writes a mask's format bits where the symbol keeps them (beside the finder patterns, as qrcode places them). */
function writeFormatBits(cells: Uint8Array, size: number, mask: number): void {
  const bits = formatBits(mask);
  for (let i = 0; i < 15; i++) {
    const on = (bits >> i) & 1;
    cells[(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i) * size + 8] = on;
    cells[8 * size + (i < 8 ? size - i - 1 : i < 9 ? 15 - i : 14 - i)] = on;
  }
}

const MASKS: ((row: number, col: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
];

/** Per symbol size (one version, so one layout of function patterns): each mask as cells to flip, none on a reserved one. */
const flipsBySize = new Map<number, Uint8Array[]>();
function flipsOf(size: number, reserved: Uint8Array): Uint8Array[] {
  let flips = flipsBySize.get(size);
  if (!flips) {
    flips = MASKS.map((masked) => {
      const cells = new Uint8Array(size * size);
      for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (!reserved[row * size + col] && masked(row, col)) cells[row * size + col] = 1;
      return cells;
    });
    flipsBySize.set(size, flips);
  }
  return flips;
}

/** The four penalty rules of ISO/IEC 18004 7.8.3, scored exactly as the qrcode package scores them, in one pass. */
function penalty(cells: Uint8Array, size: number): number {
  let points = 0;
  let blocks = 0;
  let dark = 0;
  for (let a = 0; a < size; a++) {
    const row = a * size;
    let sameInRow = 0;
    let sameInCol = 0;
    let lastInRow = -1;
    let lastInCol = -1;
    let bitsInRow = 0;
    let bitsInCol = 0;
    for (let b = 0; b < size; b++) {
      const inRow = cells[row + b]!;
      const inCol = cells[b * size + a]!;
      dark += inRow;
      if (inRow === lastInRow) sameInRow++;
      else {
        if (sameInRow >= 5) points += sameInRow - 2;
        lastInRow = inRow;
        sameInRow = 1;
      }
      if (inCol === lastInCol) sameInCol++;
      else {
        if (sameInCol >= 5) points += sameInCol - 2;
        lastInCol = inCol;
        sameInCol = 1;
      }
      bitsInRow = ((bitsInRow << 1) & 0x7ff) | inRow;
      bitsInCol = ((bitsInCol << 1) & 0x7ff) | inCol;
      if (b >= 10) {
        if (bitsInRow === 0x5d0 || bitsInRow === 0x05d) points += 40;
        if (bitsInCol === 0x5d0 || bitsInCol === 0x05d) points += 40;
      }
      if (a < size - 1 && b < size - 1) {
        const sum = inRow + cells[row + b + 1]! + cells[row + size + b]! + cells[row + size + b + 1]!;
        if (sum === 4 || sum === 0) blocks++;
      }
    }
    if (sameInRow >= 5) points += sameInRow - 2;
    if (sameInCol >= 5) points += sameInCol - 2;
  }
  return points + blocks * 3 + Math.abs(Math.ceil((dark * 100) / cells.length / 5) - 10) * 10;
}

/**
 * The QR code's modules (1 dark), row after row, with the mask of the lowest penalty: the one the qrcode package
 * picks, found without its per-module calls (they cost two thirds of every ticket's code, once per confirmation).
 */
export function qrModules(text: string): { size: number; cells: Uint8Array } {
  // One byte segment: the encoder's search for the shortest mix of modes costs more than the rest of the code.
  const { modules } = QRCode.create([{ mode: 'byte', data: Buffer.from(text, 'utf8') }], { errorCorrectionLevel: 'M', maskPattern: 0 });
  const size = modules.size;
  const reserved = (modules as unknown as { reservedBit: Uint8Array }).reservedBit;
  const flips = flipsOf(size, reserved);
  const unmasked = modules.data.slice();
  for (let i = 0; i < unmasked.length; i++) unmasked[i]! ^= flips[0]![i]!;
  let best: Uint8Array | null = null;
  let lowest = Infinity;
  for (let mask = 0; mask < MASKS.length; mask++) {
    const cells = new Uint8Array(unmasked.length);
    const flip = flips[mask]!;
    for (let i = 0; i < cells.length; i++) cells[i] = unmasked[i]! ^ flip[i]!;
    writeFormatBits(cells, size, mask);
    const points = penalty(cells, size);
    if (points < lowest) {
      lowest = points;
      best = cells;
    }
  }
  return { size, cells: best! };
}

/**
 * A QR code as a black-and-white PNG of one bit per pixel (`scale` pixels per module, a quiet zone of `margin`
 * modules). A mail client shows it like any PNG; it is a fiftieth of the bytes of an RGBA image of the same code and
 * costs microseconds instead of the general encoder's milliseconds (it tries five row filters on four bytes per pixel),
 * which every confirmation e-mail paid once per ticket.
 */
export function qrPng(text: string, { scale = 6, margin = 4 }: { scale?: number; margin?: number } = {}): Buffer {
  const modules = qrModules(text);
  const side = (modules.size + 2 * margin) * scale;
  const rowBytes = 1 + Math.ceil(side / 8);
  // Bit 1 is white (grayscale, bit depth 1); each row starts with filter type 0, then the pixels, most significant bit
  // first. A module row is drawn once and copied to its `scale` pixel rows.
  const raw = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y++) raw[y * rowBytes] = 0;
  for (let my = 0; my < modules.size; my++) {
    const first = (margin + my) * scale * rowBytes;
    for (let mx = 0; mx < modules.size; mx++) {
      if (!modules.cells[my * modules.size + mx]) continue;
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
  // Level 1: half the CPU of the default level 6 (~50 against ~100 µs a ticket here) for ~550 bytes instead of ~410.
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}
