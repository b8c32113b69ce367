import { describe, expect, it } from 'vitest';
import { createChunkScriptDeferrer, DEFERRED_ATTRIBUTE } from '../../scripts/paint-first.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="n0=" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async="" nonce="n0="></script>',
  '<script src="/_next/static/chunks/turbopack-c.js" async="" nonce="n0="></script>',
  '<script src="/_next/static/chunks/poly.js" noModule="" nonce="n0="></script>',
  '<style>a>b{color:red}</style></head><body><p>if (a < b) 1 &lt; 2</p>',
  '<script src="/_next/static/chunks/a.js" nonce="n0=" async=""></script>',
  '<script nonce="n0=">self.__next_f.push([1,"x"])</script></body></html>',
].join('');

const rewriteInPieces = (html: string, size: number) => {
  const deferrer = createChunkScriptDeferrer();
  let out = '';
  for (let i = 0; i < html.length; i += size) out += deferrer.push(html.slice(i, i + size));
  return out + deferrer.end();
};

describe('createChunkScriptDeferrer', () => {
  it('leaves no parser-inserted chunk script: each becomes a placeholder with its src and nonce, after one loader', () => {
    const out = rewriteInPieces(page, page.length);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|turbopack-c)\.js"/);
    for (const file of ['a', 'b', 'turbopack-c']) {
      expect(out).toContain(`<script type="text/x-paint-first" data-src="/_next/static/chunks/${file}.js" nonce="n0=" ${DEFERRED_ATTRIBUTE}=""></script>`);
    }
    expect(out.match(/<script nonce="n0=">\(function\(\)/g)).toHaveLength(1);
    expect(out.indexOf('<script nonce="n0=">(function()')).toBeLessThan(out.indexOf('data-src="/_next/static/chunks/b.js"'));
    // What is not a parser-inserted async chunk script passes as it was.
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule="" nonce="n0="></script>');
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" nonce="n0=" href="/_next/static/chunks/a.js"/>');
    expect(out).toContain('<p>if (a < b) 1 &lt; 2</p>');
    expect(out).toContain('<script nonce="n0=">self.__next_f.push([1,"x"])</script>');
  });

  it('gives the same document whatever the pieces it arrives in', () => {
    const whole = rewriteInPieces(page, page.length);
    for (const size of [1, 2, 7, 13, 26, 27, 64, 100]) expect(rewriteInPieces(page, size), `pieces of ${size}`).toBe(whole);
  });

  it('holds back nothing but an unfinished chunk script tag', () => {
    const deferrer = createChunkScriptDeferrer();
    expect(deferrer.push('<p>a < b</p><scr')).toBe('<p>a < b</p>');
    expect(deferrer.push('ipt nonce="n">x()</script><p>more')).toBe('<script nonce="n">x()</script><p>more');
    expect(deferrer.push('<script src="/_next/static/chunks/z.js" async="" nonce="n"></scr')).toBe('');
    expect(deferrer.push('ipt><p>after')).toMatch(/data-src="\/_next\/static\/chunks\/z\.js".*<p>after$/);
  });
});
