import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseMarkdownBlocks, safeHref } from './markdown';

describe('release-note Markdown', () => {
  it('splits headings, lists, code and paragraphs', () => {
    expect(
      parseMarkdownBlocks('## New\n- one\n- two\n  continued\n\n1. first\n\nText\nmore\n```\ncode <b>\n```'),
    ).toEqual([
      { kind: 'heading', depth: 2, text: 'New' },
      { kind: 'list', ordered: false, items: ['one', 'two continued'] },
      { kind: 'list', ordered: true, items: ['first'] },
      { kind: 'paragraph', text: 'Text more' },
      { kind: 'code', text: 'code <b>' },
    ]);
  });

  it('renders HTML as text and keeps only safe links', () => {
    const { container } = render(
      <Markdown
        headingLevel={2}
        source={
          '## New <img src=x onerror=alert(1)>\n[ok](https://clipnest.example) [bad](javascript:alert(1)) **bold** `code`'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('New <img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute('href', 'https://clipnest.example');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container.textContent).toContain('[bad](javascript:alert(1))');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('code')?.textContent).toBe('code');
  });

  it('accepts web, mail and site links only', () => {
    expect(safeHref('https://a.test')).toBe('https://a.test');
    expect(safeHref('/changelog#v1.0.0')).toBe('/changelog#v1.0.0');
    expect(safeHref('mailto:x@y.z')).toBe('mailto:x@y.z');
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });
});
