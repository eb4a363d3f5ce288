// Release notes are Markdown written by whoever publishes a build. This renders the small part
// of Markdown they need (headings, lists, paragraphs, links, `code`, **strong**, *emphasis*) as
// React elements, so any HTML in them is shown as text, never parsed: nothing in a note can run.
import { Fragment, type ReactNode } from 'react';
import type { HeadingLevel } from '../Typography';

export type MarkdownBlock =
  | { kind: 'heading'; depth: 1 | 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'paragraph'; text: string };

/** The blocks of a Markdown text, in order. */
export function parseMarkdownBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !/^\s*```/.test(lines[i]!); i += 1) code.push(lines[i]!);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        depth: Math.min(heading[1]!.length, 3) as 1 | 2 | 3,
        text: heading[2]!,
      });
      continue;
    }
    const item = /^\s{0,3}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    // An indented line continues the list item above it; otherwise it is paragraph text.
    if (list && /^\s+\S/.test(line)) {
      const items: string[] = list.items;
      items[items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Links only to the web, mail or this site: never `javascript:` or `data:`. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed) || /^[/#]/.test(trimmed)) return trimmed;
  return null;
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline Markdown as React nodes; everything else is plain text. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const [whole, code, strong, em, emUnderscore, linkText, href] = match;
    const key = nodes.length;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (strong !== undefined) nodes.push(<strong key={key}>{renderInline(strong)}</strong>);
    else if (em !== undefined || emUnderscore !== undefined)
      nodes.push(<em key={key}>{renderInline(em ?? emUnderscore!)}</em>);
    else {
      const safe = safeHref(href!);
      nodes.push(
        safe ? (
          <a key={key} href={safe}>
            {renderInline(linkText!)}
          </a>
        ) : (
          <Fragment key={key}>{whole}</Fragment>
        ),
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export interface MarkdownProps {
  source: string;
  /** The level of the heading the text sits under: its own headings start one below. */
  headingLevel: HeadingLevel;
}

/** Markdown as elements (for `Prose` to style). */
export function Markdown({ source, headingLevel }: MarkdownProps) {
  const blocks = parseMarkdownBlocks(source);
  // The note's top heading, whether written `#` or `##`, sits one level below the one above it.
  const top = Math.min(3, ...blocks.map((block) => (block.kind === 'heading' ? block.depth : 3)));
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${Math.min(headingLevel + 1 + block.depth - top, 6)}` as
              'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return <Tag key={index}>{renderInline(block.text)}</Tag>;
          }
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item)}</li>
                ))}
              </Tag>
            );
          }
          case 'code':
            return (
              <pre key={index}>
                <code>{block.text}</code>
              </pre>
            );
          default:
            return <p key={index}>{renderInline(block.text)}</p>;
        }
      })}
    </>
  );
}
