// An app bundle's Info.plist: its strings, the version, build number and minimum macOS they give,
// and which folder of the ZIP is the app bundle.
import { BuildFileError, versionProblem } from './arguments.mjs';

const XML_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
});

/** @param {string} text */
function decodeXmlText(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return XML_ENTITIES[name] ?? whole;
  });
}

/**
 * The string values of an XML property list's top-level dictionary. A binary plist is refused
 * with how to convert it; nested dictionaries and arrays are skipped.
 * @param {Uint8Array} bytes
 * @param {string} name where it came from, for messages
 * @returns {Record<string, string>}
 */
export function parsePlistStrings(bytes, name) {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 6)) === 'bplist')
    throw new BuildFileError(
      `${name} is a binary property list, which publish-build does not read. Build with ` +
        'INFOPLIST_OUTPUT_FORMAT = XML, or convert it before zipping: plutil -convert xml1 <app>/Contents/Info.plist',
    );
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BuildFileError(`${name} is not a UTF-8 XML property list.`);
  }
  // Comments and CDATA cannot hold a key of the top-level dictionary; drop them first.
  text = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_m, inner) =>
      inner.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
    );
  const open = /<plist\b[^>]*>\s*<dict>/.exec(text);
  if (!open) throw new BuildFileError(`${name} is not an XML property list with a dictionary.`);
  /** @type {Record<string, string>} */
  const values = {};
  const token = /<(\/?)(dict|array|key|string|integer|real|true|false|date|data)\b[^>]*?(\/?)>/g;
  token.lastIndex = open.index + open[0].length;
  let depth = 1;
  /** @type {string | null} */
  let key = null;
  for (let match = token.exec(text); match && depth > 0; match = token.exec(text)) {
    const [, closing, tag, selfClosing] = match;
    if (tag === 'dict' || tag === 'array') {
      if (selfClosing) {
        if (depth === 1) key = null;
      } else if (closing) depth -= 1;
      else {
        if (depth === 1) key = null;
        depth += 1;
      }
      continue;
    }
    if (closing || depth !== 1) continue;
    const end = selfClosing ? token.lastIndex : text.indexOf(`</${tag}>`, token.lastIndex);
    if (end < 0) throw new BuildFileError(`${name} is not well-formed: <${tag}> is never closed.`);
    const inner = selfClosing ? '' : decodeXmlText(text.slice(token.lastIndex, end));
    token.lastIndex = selfClosing ? end : end + tag.length + 3;
    if (tag === 'key') key = inner;
    else {
      if (key !== null && tag === 'string') values[key] = inner.trim();
      key = null;
    }
  }
  if (depth > 0) throw new BuildFileError(`${name} is not well-formed: its dictionary is never closed.`);
  return values;
}

/**
 * @typedef {{ version: string, buildNumber: number, minimumMacos: string }} BundleInfo
 */

/**
 * The three values a build is published with, each checked, from the plist's strings.
 * @param {Record<string, string>} strings @param {string} name
 * @returns {BundleInfo}
 */
export function bundleInfo(strings, name) {
  const version = strings.CFBundleShortVersionString;
  if (!version) throw new BuildFileError(`${name} has no CFBundleShortVersionString (the app's version).`);
  const problem = versionProblem(version);
  if (problem) throw new BuildFileError(`${name}: CFBundleShortVersionString is "${version}". ${problem}`);
  const build = strings.CFBundleVersion;
  if (!build) throw new BuildFileError(`${name} has no CFBundleVersion (the build number).`);
  if (!/^[1-9][0-9]{0,8}$/.test(build))
    throw new BuildFileError(
      `${name}: CFBundleVersion is "${build}"; publish-build needs a whole build number such as 412 (Sparkle compares it).`,
    );
  const minimum = strings.LSMinimumSystemVersion;
  if (!minimum)
    throw new BuildFileError(`${name} has no LSMinimumSystemVersion (the oldest macOS it runs on).`);
  if (!/^[0-9]{1,3}(\.[0-9]{1,3}){0,2}$/.test(minimum))
    throw new BuildFileError(
      `${name}: LSMinimumSystemVersion is "${minimum}", not a macOS version such as 13.0.`,
    );
  return { version, buildNumber: Number(build), minimumMacos: minimum };
}

/**
 * The plist's version against --version: they must agree.
 * @param {BundleInfo} info @param {string | null} expected
 */
export function checkVersionAgrees(info, expected) {
  if (expected !== null && expected !== info.version)
    throw new BuildFileError(
      `--version says ${expected} but the app's Info.plist says ${info.version}: nothing was published.`,
    );
}

/**
 * The top-level app bundle folder (`Clipnest.app`), from entries such as `Clipnest.app/` or
 * `Clipnest.app/Contents/Info.plist`; null when there is none.
 * @param {readonly string[]} names
 */
export function appBundleName(names) {
  for (const name of names) {
    const slash = name.indexOf('/');
    const top = slash > 0 ? name.slice(0, slash) : null;
    if (top && /\.app$/i.test(top) && top.length > 4) return top;
  }
  return null;
}
