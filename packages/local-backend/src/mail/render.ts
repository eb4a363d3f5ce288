// The part of Go's html/template that GoTrue's mail templates need, so the files in
// supabase/templates/ render here as hosted Supabase renders them: literal HTML plus
// `{{ .Name }}` actions, each escaped for where it stands, as html/template does —
// HTML-escaped in text and attribute values; in URL attributes (href, src, …) filtered at the
// start, normalised before the query and percent-encoded in the query and fragment (so
// `#email={{ .Email }}` gives `#email=a%40b.example`). Anything else (pipelines, `if`, `range`,
// `.Data.x`, actions in scripts, styles, event handlers or unquoted attributes) is refused when
// the template is compiled, so a template that would render differently on hosted never starts.
// HTML comments are left out of the output, as html/template does.

export const TEMPLATE_VARIABLES = [
  'ConfirmationURL',
  'Email',
  'RedirectTo',
  'SiteURL',
  'Token',
  'TokenHash',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateData = Record<TemplateVariable, string>;

type Escaper = 'html' | 'urlFilter' | 'urlNormalize' | 'urlEscape';
type Part = string | { name: TemplateVariable; escapers: Escaper[] };

export interface CompiledTemplate {
  /** The variables the template uses, in order of appearance. */
  readonly variables: TemplateVariable[];
  render(data: TemplateData): string;
}

export class TemplateError extends Error {}

// html/template's htmlReplacementTable: text, RCDATA and quoted attribute values (NUL → U+FFFD).
const HTML_ESCAPES: Record<string, string> = {
  '\0': '\uFFFD',
  '"': '&#34;',
  '&': '&amp;',
  "'": '&#39;',
  '+': '&#43;',
  '<': '&lt;',
  '>': '&gt;',
};

/** HTML-escapes text, with the entities Go's html/template writes. */
export function escapeHtml(s: string): string {
  return s.replace(/[\0"&'+<>]/g, (c) => HTML_ESCAPES[c]!);
}

const HEX = /^[0-9A-Fa-f]$/;

/** html/template's processURLOnto: percent-encodes bytes; `normalize` keeps reserved characters. */
function processUrl(s: string, normalize: boolean): string {
  const bytes = Buffer.from(s, 'utf8');
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const c = String.fromCharCode(b);
    const unreserved = b < 0x80 && /[A-Za-z0-9\-._~]/.test(c);
    const reserved = '!#$&*+,/:;=?@[]'.includes(c);
    const validEscape =
      c === '%' &&
      i + 2 < bytes.length &&
      HEX.test(String.fromCharCode(bytes[i + 1]!)) &&
      HEX.test(String.fromCharCode(bytes[i + 2]!));
    if (unreserved || (normalize && (reserved || validEscape))) out += c;
    else out += `%${b.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** html/template's urlFilter: a URL with a scheme other than http(s) or mailto becomes `#ZgotmplZ`. */
function urlFilter(s: string): string {
  const colon = s.indexOf(':');
  if (colon < 0) return s;
  const scheme = s.slice(0, colon);
  if (scheme.includes('/')) return s;
  return /^(https?|mailto)$/i.test(scheme) ? s : '#ZgotmplZ';
}

const ESCAPERS: Record<Escaper, (s: string) => string> = {
  html: escapeHtml,
  urlFilter,
  urlNormalize: (s) => processUrl(s, true),
  urlEscape: (s) => processUrl(s, false),
};

const ACTION = /\{\{([\s\S]*?)\}\}/g;
const SIMPLE_ACTION = /^\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*$/;
/** Elements whose content html/template escapes as JavaScript or CSS: not supported here. */
const RAW_TEXT = new Set(['script', 'style']);
/** Elements whose content is text that can hold entities (RCDATA): escaped like text. */
const RCDATA = new Set(['title', 'textarea']);

/** html/template's attrType: these attributes, and any whose name has src, uri or url, hold URLs. */
const URL_ATTRIBUTE =
  /^(href|action|formaction|cite|background|poster|longdesc|usemap|icon|manifest|codebase|data|archive|classid|profile)$|src|uri|url/;

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/** The escapers html/template applies in a quoted attribute value. */
function attrEscapers(attr: string, valueSoFar: string): Escaper[] | string {
  if (attr.startsWith('on') || attr === 'style' || attr === 'srcset') {
    return `in the ${attr} attribute (JavaScript/CSS contexts are not supported)`;
  }
  if (!URL_ATTRIBUTE.test(attr)) return ['html'];
  if (valueSoFar.trim() === '') return ['urlFilter', 'urlNormalize', 'html'];
  if (/[?#]/.test(valueSoFar)) return ['urlEscape', 'html'];
  return ['urlNormalize', 'html'];
}

/** Stands for an action while the HTML around the actions is scanned (a private-use character). */
const MARK = '\uE000';

/**
 * Scans the template's HTML with each action replaced by MARK and returns the escapers of each
 * action, in order, or throws for an action in a context this renderer does not support.
 */
function escapersOfActions(html: string, fail: (index: number, why: string) => never): Escaper[][] {
  const out: Escaper[][] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const ch = html[i]!;
    if (ch === MARK) {
      out.push(['html']);
      i++;
      continue;
    }
    if (ch !== '<') {
      i++;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      const stop = end < 0 ? n : end + 3;
      if (html.slice(i, stop).includes(MARK)) fail(out.length, 'inside an HTML comment');
      i = stop;
      continue;
    }
    const open = /^<(\/?)([A-Za-z][A-Za-z0-9-]*|!)/.exec(html.slice(i, i + 64));
    if (!open) {
      i++;
      continue;
    }
    const closing = open[1] === '/';
    const tag = open[2]!.toLowerCase();
    i += open[0].length;
    // Inside the tag: attributes until '>'.
    while (i < n && html[i] !== '>') {
      const c = html[i]!;
      if (c === MARK) fail(out.length, `in the <${tag}> tag outside a quoted attribute value`);
      const name = /^[^\s"'>/=\uE000]+/.exec(html.slice(i))?.[0];
      if (!name) {
        i++; // white space, '/', a stray quote or '='
        continue;
      }
      i += name.length;
      let j = i;
      while (j < n && /\s/.test(html[j]!)) j++;
      if (html[j] !== '=') continue;
      j++;
      while (j < n && /\s/.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, j + 1);
        const stop = end < 0 ? n : end;
        let value = '';
        for (let k = j + 1; k < stop; k++) {
          if (html[k] === MARK) {
            const escapers = attrEscapers(name.toLowerCase(), value);
            if (typeof escapers === 'string') fail(out.length, escapers);
            out.push(escapers);
            value += 'x';
          } else value += html[k];
        }
        i = stop + 1;
        continue;
      }
      while (j < n && !/[\s>]/.test(html[j]!)) {
        if (html[j] === MARK) fail(out.length, 'in an unquoted attribute value');
        j++;
      }
      i = j;
    }
    i++; // '>'
    if (closing || !(RAW_TEXT.has(tag) || RCDATA.has(tag))) continue;
    // Raw text and RCDATA end at their own end tag only.
    const endTag = new RegExp(`</${tag}[\\s>/]`, 'i');
    const rest = endTag.exec(html.slice(i));
    const stop = rest ? i + rest.index : n;
    for (let k = i; k < stop; k++) {
      if (html[k] !== MARK) continue;
      if (RAW_TEXT.has(tag)) fail(out.length, `inside <${tag}> (JavaScript/CSS contexts are not supported)`);
      out.push(['html']);
    }
    i = stop;
  }
  return out;
}

/**
 * Compiles a GoTrue mail template (body or subject). `where` names it in errors, which say what
 * is wrong and on which line: an unknown variable, an unsupported action or context.
 */
export function compileTemplate(source: string, where: string): CompiledTemplate {
  if (source.includes(MARK)) throw new TemplateError(`${where}: contains the character U+E000`);
  const parts: Part[] = [];
  const actions: { name: TemplateVariable; offset: number }[] = [];
  let last = 0;
  for (const m of source.matchAll(ACTION)) {
    const offset = m.index;
    const at = `${where}, line ${lineOf(source, offset)}`;
    const simple = SIMPLE_ACTION.exec(m[1]!);
    if (!simple) {
      throw new TemplateError(
        `${at}: unsupported template action "${m[0]}" (only {{ .Name }} with one of ${TEMPLATE_VARIABLES.join(', ')})`,
      );
    }
    const name = simple[1]!;
    if (!(TEMPLATE_VARIABLES as readonly string[]).includes(name)) {
      throw new TemplateError(
        `${at}: unknown template variable .${name} (known: ${TEMPLATE_VARIABLES.map((v) => `.${v}`).join(', ')})`,
      );
    }
    parts.push(source.slice(last, offset));
    actions.push({ name: name as TemplateVariable, offset });
    parts.push({ name: name as TemplateVariable, escapers: [] });
    last = offset + m[0].length;
  }
  const tail = source.slice(last);
  if (tail.includes('{{')) {
    throw new TemplateError(`${where}, line ${lineOf(source, last + tail.indexOf('{{'))}: unclosed action`);
  }
  parts.push(tail);

  const skeleton = parts.map((p) => (typeof p === 'string' ? p : MARK)).join('');
  const escapers = escapersOfActions(skeleton, (index, why) => {
    throw new TemplateError(`${where}, line ${lineOf(source, actions[index]!.offset)}: an action ${why}`);
  });
  let k = 0;
  for (const p of parts) if (typeof p !== 'string') p.escapers = escapers[k++]!;
  // html/template leaves HTML comments out of what it renders (none can hold an action).
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (typeof p === 'string') parts[i] = p.replace(/<!--[\s\S]*?-->/g, '');
  }

  return {
    variables: actions.map((a) => a.name),
    render(data) {
      return parts
        .map((p) => (typeof p === 'string' ? p : p.escapers.reduce((v, e) => ESCAPERS[e](v), data[p.name])))
        .join('');
    },
  };
}
