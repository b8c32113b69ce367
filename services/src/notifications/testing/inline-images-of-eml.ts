/**
 * The inline images of a raw e-mail (RFC 822, as nodemailer writes it), by Content-ID without its angle brackets: a
 * small MIME reader for tests of what a buyer's mail client shows (base64 parts only, which is how images are sent).
 */
export function inlineImagesOfEml(eml: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const part of eml.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const headers = (head ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const cid = /^content-id:\s*<([^>]+)>/im.exec(headers)?.[1];
    if (!cid || !/^content-transfer-encoding:\s*base64/im.test(headers)) continue;
    out.set(cid, Buffer.from(rest.join('\n').replace(/--[^\r\n]*--\s*$/, '').replace(/\s+/g, ''), 'base64'));
  }
  return out;
}
