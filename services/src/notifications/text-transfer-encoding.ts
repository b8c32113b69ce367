/**
 * The transfer encoding of an e-mail's text parts, by nodemailer's own rule (quoted-printable when Latin letters
 * outnumber the characters outside 7-bit text, base64 otherwise), counted in one pass over the parts. Left to
 * nodemailer, the rule runs as two global regex matches per part that build an array of every matching character:
 * ~15 % of the CPU of composing a confirmation e-mail (docs/benchmarks.md, issue 26).
 */
export function textTransferEncoding(...parts: (string | undefined)[]): 'quoted-printable' | 'base64' {
  let latin = 0;
  let other = 0;
  for (const part of parts) {
    if (part === undefined) continue;
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) latin++;
      else if (c >= 0x80 || c <= 0x08 || c === 0x0b || c === 0x0c || (c >= 0x0e && c <= 0x1f)) other++;
    }
  }
  return other < latin ? 'quoted-printable' : 'base64';
}
