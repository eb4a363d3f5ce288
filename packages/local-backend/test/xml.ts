// A strict, namespace-aware XML reader for tests (saxes, the parser jsdom uses): a malformed
// document or an unbound prefix throws, so a feed that parses here is well-formed XML.
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** Local name, e.g. `version` for `sparkle:version`. */
  local: string;
  /** The element's namespace URI ('' for none). */
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      local: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    if (!root) root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The children of `element` named `local` in namespace `uri`. */
export const childrenNamed = (element: XmlElement, local: string, uri = '') =>
  element.children.filter((child) => child.local === local && child.uri === uri);

/** The text of the first such child, or undefined. */
export const childText = (element: XmlElement, local: string, uri = '') =>
  childrenNamed(element, local, uri)[0]?.text;
