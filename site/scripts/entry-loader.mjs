// The one inline script of every prerendered page. It requests the app's entry (and the helpers
// the entry imports) once the browser reports its first paint: before that, a page needs nothing
// but its HTML (its CSS is inlined) and the text font, and on a slow phone any script fetched
// alongside them delays that paint. In a hidden tab, which does not paint, and after five seconds
// without a report, it starts at once. Its text never changes with a build (the files are named by
// the script element's data attributes), so the Content-Security-Policy allows it by a fixed hash.
import { createHash } from 'node:crypto';

export const entryLoader =
  '(function(s){var d=document,started=false;' +
  'function go(){if(started)return;started=true;' +
  's.dataset.modules.split(" ").forEach(function(h){if(!h)return;var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});' +
  'var m=d.createElement("script");m.type="module";m.src=s.dataset.entry;d.head.appendChild(m)}' +
  'var P=window.PerformanceObserver;' +
  'if(d.visibilityState==="hidden"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();' +
  'new P(go).observe({type:"paint",buffered:true});setTimeout(go,5000)})(document.currentScript)';

/** The CSP source that allows the loader (and no other inline script). */
export const entryLoaderHash = `'sha256-${createHash('sha256').update(entryLoader).digest('base64')}'`;

/** The loader as a `<script>` element for the entry `entry` and the modules it imports, `modules`. */
export function entryLoaderElement(entry, modules) {
  return `<script data-entry="${entry}" data-modules="${modules.join(' ')}">${entryLoader}</script>`;
}
