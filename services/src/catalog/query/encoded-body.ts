import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * One serialized catalog answer with its validator and its compressed forms, each made once and then reused: a cached
 * answer is written as the bytes the client accepts (a brotli list is ~8x smaller than its JSON, so the kernel copies
 * that much less) or not at all when the client already holds it (If-None-Match -> 304).
 */
export interface EncodedBody {
  readonly json: Buffer;
  /** Weak: the identity, brotli and gzip forms are the same answer (RFC 9110 §8.8.1). */
  readonly etag: string;
  /** The bytes to send for an Accept-Encoding header, and their Content-Encoding (none for identity). */
  forEncoding(acceptEncoding: string | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip' };
  /** Bytes held, for the cache's budget. */
  readonly size: number;
}

/** Answers smaller than a TCP packet gain nothing from compression. */
const MIN_COMPRESSED_BYTES = 1024;
/** Brotli quality 5: within ~10 % of quality 11's size at a small fraction of its CPU, paid once per cached answer. */
const BROTLI_QUALITY = 5;

/** Whether a coding is acceptable: listed (or `*`) without `q=0` (RFC 9110 §12.5.3). */
export function accepts(acceptEncoding: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === coding) return !refused;
    if (name.trim() === '*') wildcard = !refused;
  }
  return wildcard;
}

export function encodeBody(json: Buffer): EncodedBody {
  const etag = `W/"${hash('sha1', json, 'base64url').slice(0, 22)}"`;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const compressible = json.length >= MIN_COMPRESSED_BYTES;
  return {
    json,
    etag,
    forEncoding(acceptEncoding) {
      if (compressible && accepts(acceptEncoding, 'br')) {
        br ??= brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
        return { bytes: br, encoding: 'br' };
      }
      if (compressible && accepts(acceptEncoding, 'gzip')) {
        gzip ??= gzipSync(json, { level: 6 });
        return { bytes: gzip, encoding: 'gzip' };
      }
      return { bytes: json };
    },
    get size() {
      return json.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    },
  };
}

/** Whether the client's If-None-Match names this answer (weak comparison, as GET allows). */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
