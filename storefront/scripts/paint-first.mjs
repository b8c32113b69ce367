/* global Buffer -- Node script, linted without the TypeScript project */
// Paint first, hydrate after (issue 25). A page arrives server-rendered and complete; its scripts only make it
// interactive. Next writes them as parser-inserted `<script src async>` tags, so they download alongside the page's
// HTML and pictures, and whichever arrive before the first frame run before it (React DOM alone is ~40 ms here, four
// times that on the phone Lighthouse models): the first frame waits for them. For the pages people read first
// (lib/paint-first-pages.ts), this rewrites each of those tags in the document Next streams into an inert placeholder
// and puts one inline loader in place of the first. The loader fetches and runs the scripts once the first contentful
// frame is on screen and the page's priority pictures (fetchpriority=high: the candidates for its largest paint) have
// loaded and been drawn, or after HYDRATE_AT_LATEST_MS whatever happens. A hidden tab paints nothing, so there it waits
// for no paint. The cost is that a page becomes interactive one download later than its first frame, which is why the
// pages people type or pay on are left alone, and why the loader holds what a person does meanwhile and does it again
// once React has hydrated (below). Links work as links before hydration, as they did.
//
// The loader carries the page's nonce and creates its scripts itself, which the strict CSP allows ('strict-dynamic').
import { StringDecoder } from 'node:string_decoder';
import onHeaders from 'on-headers';
import { HYDRATED_SIGNAL } from '../lib/paint-first-pages.ts';

export const HYDRATE_AT_LATEST_MS = 4000;
/** How long a press or a value made before hydration is kept for it (a page that never hydrates drops them). */
const HOLD_AT_MOST_MS = 15000;

// `<script src="/_next/static/…js" async="" nonce="…"></script>`, attributes in either order. The nomodule polyfill
// script has no async and is left alone (modern browsers skip it).
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"((?: (?:async|nonce)="[^"<>]*")+)><\/script>/g;
const NONCE = / nonce="([^"<>]*)"/;
export const DEFERRED_ATTRIBUTE = 'data-paint-first';

const loaderSource = (latestMs) =>
  `(function(){var d=document,go=0,scheduled=0,painted=d.visibilityState!=="visible";` +
  // Each placeholder becomes a script with the same src (what Turbopack's runtime looks for), once.
  `function run(){go=1;d.querySelectorAll("script[${DEFERRED_ATTRIBUTE}]").forEach(function(p){p.removeAttribute("${DEFERRED_ATTRIBUTE}");` +
  `var s=d.createElement("script");s.src=p.getAttribute("data-src");s.async=true;s.nonce=p.nonce;d.head.appendChild(s)});` +
  // Run early (the fallback, a person's first action) while the parser still writes the document: take the rest once it has.
  `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run)}` +
  `function priority(){return [].slice.call(d.querySelectorAll('img[fetchpriority="high"]'))}` +
  `function pictures(){return d.readyState!=="loading"&&priority().every(function(i){return i.complete})}` +
  // A loaded picture is not yet a drawn one: the browser decodes it when it paints it, which on a busy phone can take
  // frames (the scripts were seen requested before the picture's largest paint). Once each is decoded it is drawn in
  // the next frame; two animation frames and a task later, that frame is on screen. (A hidden tab runs no animation
  // frames.)
  `function ready(){if(scheduled||!painted||!pictures())return;scheduled=1;if(d.visibilityState!=="visible")return run();` +
  `Promise.all(priority().map(function(i){return i.decode?i.decode().catch(function(){}):0}))` +
  `.then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})})})}` +
  `try{new PerformanceObserver(function(list,o){if(list.getEntries().some(function(e){return e.name==="first-contentful-paint"})){o.disconnect();painted=1;ready()}}).observe({type:"paint",buffered:true})}catch(e){painted=1}` +
  // Pictures' load and error events do not bubble; a listener capturing on the document hears them all.
  `d.addEventListener("load",ready,true);d.addEventListener("error",ready,true);d.addEventListener("DOMContentLoaded",ready);` +
  `setTimeout(function(){if(!go)run()},${latestMs});` +
  // What a person does before React has hydrated the element it touched is not lost: a button pressed or a form sent
  // waits and is done again once React has hydrated the page (the app sends HYDRATED_SIGNAL) and that element (React
  // marks its elements with __reactProps$; a Suspense boundary can hydrate later than the page), after the values
  // typed or chosen meanwhile are handed to React (set through React's own setter first, so it sees a change); a press
  // is held, too, while such values wait. The first such act starts the scripts at once. A held press stops here,
  // before React's own listeners on the document.
  `var w=window;function hydrated(el){return !!w.${HYDRATED_SIGNAL}&&Object.keys(el).some(function(k){return k.indexOf("__reactProps$")===0})}` +
  `function handOver(el,v){if(el.tagName!=="SELECT"){el.value=v===""?" ":"";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value").set.call(el,v)}else el.value=v;` +
  `el.dispatchEvent(new Event(el.tagName==="SELECT"?"change":"input",{bubbles:true}))}` +
  // Values first (a press reads them), then the presses in order, each in its own task so React commits in between.
  `var values=[],presses=[],waiting=0,replaying=0;function later(ms){waiting=1;setTimeout(flush,ms)}` +
  `function flush(){waiting=0;var now=Date.now();values=values.filter(function(x){if(hydrated(x.el)){handOver(x.el,x.v);return 0}return now-x.at<${HOLD_AT_MOST_MS}});` +
  `var p=presses[0];if(p&&(hydrated(p.el)||now-p.at>${HOLD_AT_MOST_MS})){presses.shift();if(hydrated(p.el)){waiting=1;setTimeout(function(){replaying=1;try{p.act()}finally{replaying=0}later(0)},0)}else later(0);return}` +
  `if(values.length||presses.length)later(25)}` +
  `function early(e){var t=e.target,el,x;if(replaying||!t||!t.closest)return;` +
  `if(e.type==="input"||e.type==="change"){if(!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)||t.type==="checkbox"||t.type==="radio"||hydrated(t))return;` +
  `x=values.filter(function(x){return x.el===t})[0];if(!x)values.push(x={el:t});x.v=t.value;x.at=Date.now()}` +
  `else{el=e.type==="submit"?t:t.closest('button,[role="button"],summary');if(!el||(hydrated(el)&&!values.length))return;e.preventDefault();e.stopImmediatePropagation();` +
  `presses.push({el:el,at:Date.now(),act:e.type==="submit"?function(){el.requestSubmit()}:function(){el.click()}})}` +
  `if(!go)run();if(!waiting)flush()}` +
  // The values go to React as soon as it has hydrated, before any later press reaches it.
  `w.addEventListener("${HYDRATED_SIGNAL}",function(){Promise.resolve().then(flush)});` +
  `["click","submit","input","change"].forEach(function(n){d.addEventListener(n,early,true)});ready()})()`;

const OPENING = '<script src="/_next/static/';

/**
 * Where a chunk script tag this piece of HTML does not finish begins (its length when there is none): an opening whose
 * `</script>` has not arrived, or an ending that is the start of an opening. Only that is held back, so the rest of a
 * streamed page is never delayed.
 */
function unfinishedChunkScriptAt(html) {
  const open = html.lastIndexOf(OPENING);
  if (open !== -1 && html.indexOf('</script>', open) === -1) return open;
  for (let k = Math.min(OPENING.length - 1, html.length); k > 0; k--) {
    if (OPENING.startsWith(html.slice(html.length - k))) return html.length - k;
  }
  return html.length;
}

/**
 * Rewrites an HTML document given in pieces (as Next streams it): each chunk script tag becomes a placeholder marked
 * DEFERRED_ATTRIBUTE, and the first is preceded by the loader. Returns `push(text) -> text` and `end() -> text`; a chunk
 * script tag split across two pieces is held back until its end arrives.
 */
export function createChunkScriptDeferrer({ latestMs = HYDRATE_AT_LATEST_MS } = {}) {
  let loaderWritten = false;
  let held = '';
  const rewrite = (html) =>
    html.replace(CHUNK_SCRIPT, (tag, src, attributes) => {
      if (!/ async="/.test(attributes)) return tag;
      const nonce = NONCE.exec(attributes)?.[1];
      const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
      // Inert until the loader copies it (a type the browser does not run, no src for the runtime to mistake).
      const placeholder = `<script type="text/x-paint-first" data-src="${src}"${nonceAttribute} ${DEFERRED_ATTRIBUTE}=""></script>`;
      if (loaderWritten) return placeholder;
      loaderWritten = true;
      return `<script${nonceAttribute}>${loaderSource(latestMs)}</script>${placeholder}`;
    });
  return {
    push(text) {
      const all = held + text;
      const cut = unfinishedChunkScriptAt(all);
      held = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    end() {
      const rest = held;
      held = '';
      return rewrite(rest);
    },
  };
}

/**
 * Makes `res` rewrite the HTML documents written to it (text/html; anything else passes untouched). Call it after any
 * middleware that wraps `res.write` (compression), so the rewrite happens before compressing.
 */
export function paintFirst(res) {
  let deferrer;
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    if (!/^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))) return;
    deferrer = createChunkScriptDeferrer();
    // The body's length changes; an answer without one is sent chunked.
    res.removeHeader('content-length');
  };
  onHeaders(res, decide);
  const decoder = new StringDecoder('utf8');
  const write = res.write;
  const end = res.end;
  const asText = (chunk, encoding) => (typeof chunk === 'string' ? chunk : decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding)));
  res.write = function (chunk, encoding, callback) {
    if (!res.headersSent && !decided) decide();
    if (!deferrer || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback);
    return write.call(this, deferrer.push(asText(chunk, encoding)), 'utf8', typeof encoding === 'function' ? encoding : callback);
  };
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding);
    if (!res.headersSent && !decided) decide();
    if (!deferrer) return end.call(this, chunk, encoding, callback);
    const text = (chunk === undefined || chunk === null ? '' : asText(chunk, encoding)) + decoder.end();
    return end.call(this, deferrer.push(text) + deferrer.end(), 'utf8', callback);
  };
}
