// Node script, linted without the TypeScript project.
// Next's build files (/_next/static/*: content-hashed, never change) served compressed the best way once: brotli at
// quality 11 for browsers that accept br, gzip level 9 for the others, each compressed at its first request and kept in
// memory (a few MB for the whole build). Next's own handler would compress every answer again at a fast level.
// Anything this does not answer (another path, a file that is not there, a type that is already compressed, a
// client that accepts neither, a byte range) goes on to Next, which serves the plain file (ranges included).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const PREFIX = '/_next/static/';
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};
const ENCODERS = {
  br: (raw) => promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw) => promisify(gzip)(raw, { level: 9 }),
};

/** The best encoding this serves that the request's Accept-Encoding allows (br before gzip), or undefined. */
export function chooseEncoding(acceptEncoding) {
  const q = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) : 1);
  }
  const accepts = (name) => (q.has(name) ? q.get(name) > 0 : (q.get('*') ?? 0) > 0);
  return ['br', 'gzip'].find(accepts);
}

/** Does an If-None-Match header name this ETag (or `*`)? */
const matches = (ifNoneMatch, etag) =>
  String(ifNoneMatch)
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

/**
 * A request handler for `/_next/static/*` under `staticDir` (the build's `static` folder); it resolves to true when it
 * answered, false when Next should; its `warm()` compresses the whole build ahead. `extraHeaders`: set on every answer (lib/security-headers.ts's BUILD_FILE_SECURITY_HEADERS).
 */
export function compressedStatic({ staticDir, extraHeaders = [] }) {
  const root = resolve(staticDir);
  /** `${file}\0${encoding}` -> the compressed bytes and their ETag, for the file's size and mtime when compressed. */
  const cache = new Map();

  async function encoded(file, encoding, st) {
    const key = `${file}\0${encoding}`;
    const version = `${st.size}:${st.mtimeMs}`;
    let entry = cache.get(key);
    if (!entry || entry.version !== version) {
      const body = readFile(file).then(async (raw) => ({
        bytes: await ENCODERS[encoding](raw),
        // Strong and per encoding: the br and the gzip bytes are different representations of the same file.
        etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}-${encoding}"`,
      }));
      entry = { version, body };
      cache.set(key, entry);
      // A failure (the file vanished mid-read) is not remembered: the next request tries again.
      body.catch(() => cache.get(key) === entry && cache.delete(key));
    }
    return entry.body;
  }

  /**
   * Compresses every build file for br ahead of its first request, one at a time (zlib works off the event loop), so
   * the first visitor after a start does not wait for quality 11. Failures are left to the request that needs the file.
   */
  async function warm() {
    const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of files) {
      const file = resolve(entry.parentPath, entry.name);
      if (!entry.isFile() || !TYPES[extname(file)]) continue;
      const st = await stat(file).catch(() => undefined);
      if (st) await encoded(file, 'br', st).catch(() => undefined);
    }
  }

  async function serveCompressedStatic(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.range) return false;
    const pathname = (req.url ?? '').split('?')[0];
    if (!pathname.startsWith(PREFIX)) return false;
    let rel;
    try {
      rel = decodeURIComponent(pathname.slice(PREFIX.length));
    } catch {
      return false;
    }
    const type = TYPES[extname(rel)];
    if (!type || rel.includes('\0')) return false;
    const file = resolve(root, rel);
    if (!file.startsWith(root + sep)) return false;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const st = await stat(file).catch(() => undefined);
    if (!st?.isFile()) return false;
    const { bytes, etag } = await encoded(file, encoding, st);
    for (const { key, value } of extraHeaders) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] && matches(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(bytes.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  }

  return Object.assign(serveCompressedStatic, { warm });
}
