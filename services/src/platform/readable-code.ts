import { READABLE_ALPHABET } from '@rihla/events/common';

const BASE = BigInt(READABLE_ALPHABET.length);

/** The first `length` base-31 digits of a hex number (a slice of a hash), least significant first, in the readable alphabet. */
export function readableCode(hex: string, length: number): string {
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error(`readableCode takes a hex number, not "${hex}"`);
  let n = BigInt(`0x${hex}`);
  let out = '';
  for (let i = 0; i < length; i++) {
    out += READABLE_ALPHABET[Number(n % BASE)];
    n /= BASE;
  }
  return out;
}
