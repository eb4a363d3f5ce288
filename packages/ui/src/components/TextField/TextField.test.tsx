import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField, TextField } from './TextField';

describe('TextField', () => {
  it('passes ref and attributes to its root element', () => {
    const ref = createRef<HTMLDivElement>();
    render(<TextField label="Email" ref={ref} data-testid="email" className="mine" />);
    expect(ref.current).toBe(screen.getByTestId('email'));
    expect(ref.current).toHaveClass('mine');
    expect(ref.current).toContainElement(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="Email" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});

describe('SearchField', () => {
  it('names its clear button with labels.clear', () => {
    render(<SearchField label="Search" defaultValue="sync" labels={{ clear: 'Suche löschen' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suche löschen' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('passes ref to its root element', () => {
    const ref = createRef<HTMLDivElement>();
    render(<SearchField label="Search" ref={ref} />);
    expect(ref.current).toContainElement(screen.getByRole('searchbox'));
  });
});
