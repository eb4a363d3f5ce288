import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClipboardPopover } from './ClipboardPopover';
import { MacScene } from './MacScene';
import { sampleMacScene, samplePopover } from './storySamples';

describe('ClipboardPopover', () => {
  it('is one picture named by its label, so screen readers do not read every clip', () => {
    render(<ClipboardPopover {...samplePopover} />);
    const figure = screen.getByRole('img', { name: samplePopover.label });
    expect(figure.tagName).toBe('FIGURE');
    // The only role exposed is the picture's: no lists, headings or buttons inside.
    expect(screen.getAllByRole('img')).toEqual([figure]);
    expect(within(figure).queryAllByRole('button')).toHaveLength(0);
    expect(within(figure).queryAllByRole('textbox')).toHaveLength(0);
    expect(figure.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('draws the clips, timeline, search and hints it is given', () => {
    render(<ClipboardPopover {...samplePopover} />);
    const figure = screen.getByRole('img');
    expect(figure).toHaveTextContent('Search clips');
    expect(figure).toHaveTextContent('Today · 10:42');
    expect(figure).toHaveTextContent('Quarterly-report.pdf');
    // A file's detail, source and time share its second line; its icon carries its type.
    expect(within(figure).getByText('2.4 MB · Finder · 12 min')).toBeInTheDocument();
    expect(figure.querySelector('svg text')).toHaveTextContent('PDF');
    expect(within(figure).getByText("'invoice'")).toBeInTheDocument();
    expect(figure).toHaveTextContent('Quick paste');
  });

  it('leaves out the parts it is not given', () => {
    render(<ClipboardPopover label="A scene" groups={[{ label: 'Today', clips: [] }]} />);
    const figure = screen.getByRole('img', { name: 'A scene' });
    expect(figure).toHaveTextContent(/^Today$/);
  });
});

describe('MacScene', () => {
  it('is one picture: menu bar, window, shortcut and panel behind a single name', () => {
    render(<MacScene {...sampleMacScene} />);
    const figure = screen.getByRole('img', { name: sampleMacScene.label });
    expect(screen.getAllByRole('img')).toEqual([figure]);
    expect(figure.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(figure).toHaveTextContent('Notes');
    expect(figure).toHaveTextContent('Mon 23 Nov 10:42');
    expect(figure).toHaveTextContent('Q3 planning');
    expect(figure).toHaveTextContent('⇧⌘V');
    // Every drawn glyph is hidden from assistive technology.
    for (const svg of figure.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
