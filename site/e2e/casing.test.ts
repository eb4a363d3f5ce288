// The casing rule (DESIGN.md) on every prerendered page: headings, buttons and links styled as
// buttons (ButtonLink's `<a data-button>`) in Title Case. Read
// from the built HTML, so it needs no server; the dialogs' titles and buttons are checked where
// their copy lives (site/src/content tests).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { titleCaseProblems } from '../src/content/casing';
import { distDir, htmlText, sitePaths } from './harness';

/** The text of each element of these tags (their own text, inner tags removed). */
function texts(html: string, tags: string[]): { tag: string; text: string }[] {
  const found: { tag: string; text: string }[] = [];
  for (const tag of tags) {
    for (const m of html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))) {
      // Of the links, only those that look like buttons: a text link in a sentence is body text.
      if (tag === 'a' && !/\sdata-button(?:=|\s|$)/.test(m[1] ?? '')) continue;
      const inner = m[2]!;
      // A button made of a label and a description beside it (a filter's "Security" and "2 posts",
      // a plan's "Basic" and "Free forever") is named by its label; the description is sentence case.
      const spans = [...inner.matchAll(/<span[^>]*>([^<]*)<\/span>/gi)];
      const labelled =
        tag === 'button' && spans.length > 1 && inner.replace(/<span[^>]*>[^<]*<\/span>|\s/gi, '') === '';
      const text = htmlText(labelled ? spans[0]![1]! : inner);
      if (text) found.push({ tag, text });
    }
  }
  return found;
}

it('every heading, button and button-styled link of every page is in Title Case', async () => {
  const problems: string[] = [];
  for (const path of await sitePaths()) {
    const html = readFileSync(join(distDir, path, 'index.html'), 'utf8');
    // Hidden helper text inside headings (e.g. "(opens in a new tab)") is a label, not the title.
    const visible = html.replace(/<span[^>]*class="[^"]*visually[^"]*"[^>]*>[\s\S]*?<\/span>/gi, '');
    for (const { tag, text } of texts(visible, ['h1', 'h2', 'h3', 'button', 'a'])) {
      const words = titleCaseProblems(text);
      if (words.length)
        problems.push(`${path} <${tag === 'a' ? 'a data-button' : tag}> "${text}": ${words.join(', ')}`);
    }
  }
  expect([...new Set(problems)]).toEqual([]);
});
