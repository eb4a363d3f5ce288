import { Children, Fragment, type ReactNode } from 'react';
import { compound } from './keepCompounds.css';

/**
 * The longest run of a compound kept on one line (characters). A longer compound is kept in runs
 * of up to this length, broken only after a hyphen ('End-to-End-' / 'Encrypted'): a heading's
 * largest word must still fit a 320 px screen.
 */
export const maxCompoundRun = 16;

/** A word's runs: its hyphen-joined parts, greedily grouped up to `maxCompoundRun` characters. */
export function compoundRuns(word: string): string[] {
  const parts = word.split(/(?<=-)/);
  const runs: string[] = [];
  for (const part of parts) {
    const last = runs.at(-1);
    if (last !== undefined && last.length + part.length <= maxCompoundRun)
      runs[runs.length - 1] = last + part;
    else runs.push(part);
  }
  return runs;
}

const hyphenated = /[^\s-]-[^\s-]/;

function keepInText(text: string): ReactNode {
  if (!hyphenated.test(text)) return text;
  // Words with the whitespace between them at the odd indices.
  const pieces = text.split(/(\s+)/);
  const nodes = pieces.flatMap((piece, index) => {
    if (index % 2 === 1 || !hyphenated.test(piece)) return [piece];
    return compoundRuns(piece).map((run, runIndex) =>
      run.includes('-') && run.length > 1 ? (
        <span key={`${index}.${runIndex}`} className={compound}>
          {run}
        </span>
      ) : (
        run
      ),
    );
  });
  return <Fragment>{nodes}</Fragment>;
}

/**
 * A title whose hyphenated compounds ('Money-Back', 'Local-First') never break at their hyphen:
 * each is wrapped in a `white-space: nowrap` span, so balanced wrapping moves the whole word to
 * the next line instead of leaving 'Money-' at a line's end. The text itself is unchanged (no
 * non-breaking hyphens, which the subset fonts lack and searches would miss). Strings, and the
 * strings among several children, are handled; other nodes pass through as they are.
 */
export function keepCompounds(children: ReactNode): ReactNode {
  if (typeof children === 'string') return keepInText(children);
  if (!Array.isArray(children)) return children;
  return Children.map(children, (child) => (typeof child === 'string' ? keepInText(child) : child));
}
