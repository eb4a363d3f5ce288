// routes.ts reaches every page (lazily, through import.meta.glob) and the copy's path type comes
// from routeTable.ts, so a page that imported routes.ts, or a routeTable.ts that imported a page or
// the copy, would close a circle. This reads every import of
// site/src — static, type-only and dynamic — and checks that no circle runs through routes.ts or
// a page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files a glob pattern of `import.meta.glob` names ('./pages/*.tsx': one folder, `*` only). */
function globFiles(from: string, pattern: string): string[] {
  const dir = resolve(dirname(from), dirname(pattern));
  const name = new RegExp(`^${pattern.split('/').pop()!.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => name.test(f))
        .map((f) => join(dir, f))
    : [];
}

/** The files of site/src that `file` imports: static, type-only, dynamic and through import.meta.glob. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(importPattern)].map((m) => resolve(dirname(file), m[1]!));
  const files = found.flatMap((base) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .filter((p) => /\.tsx?$/.test(p) && existsSync(p))
      .slice(0, 1),
  );
  for (const [, args] of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(([^)]*)\)/g))
    for (const [, pattern] of args!.matchAll(/['"](\.{1,2}\/[^'"]+)['"]/g))
      files.push(...globFiles(file, pattern!));
  return files;
}

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) out.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return out;
}

/** The files `file` loads with itself: its static imports and re-exports, not type-only or dynamic ones. */
function eagerImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const eager = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
  return [...text.matchAll(eager)].flatMap(([, path]) =>
    ['.ts', '.tsx', '/index.ts', '']
      .map((ext) => resolve(dirname(file), path!) + ext)
      .filter((p) => /\.tsx?$/.test(p) && existsSync(p))
      .slice(0, 1),
  );
}

/** Every file `start` loads with itself, through eager imports. */
function eagerClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...eagerImportsOf(file));
  }
  return seen;
}

describe('the imports of site/src', () => {
  // The header, the hero's facts and the beta notice load on every first visit to `/` (its budget
  // is 90 kB of JavaScript in 6 s); company.ts — the legal details, sub-processors, the private
  // beta's dates — is for the pages that show them, and once rode along in the boot chunk.
  it.each(['app/brand.tsx', 'content/navigation.ts', 'content/hero.ts', 'content/betaNotice.ts'])(
    '%s does not load the company details',
    (file) => {
      const loaded = [...eagerClosure(join(srcDir, file))].map((f) => relative(srcDir, f));
      expect(loaded).toContain(file);
      expect(loaded).not.toContain('content/company.ts');
    },
  );

  it('form no circle through routes.ts or a page', () => {
    const graph = new Map(sourceFiles(srcDir).map((file) => [file, importsOf(file)]));
    const names = (component: string[]) => component.map((file) => relative(srcDir, file)).sort();
    const found = circles(graph).map(names);
    expect(
      found.filter((c) =>
        c.some((file) => file === 'routes.ts' || file === 'routeTable.ts' || file.startsWith('pages/')),
      ),
    ).toEqual([]);
  });
});
