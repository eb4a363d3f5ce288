import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose } from './Prose';

describe('Prose', () => {
  it('renders its paragraphs in a <div> that takes ref, attributes and className', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Prose ref={ref} id="story" className="extra" aria-label="Our story" size={3}>
        <p>First paragraph.</p>
        <p>Second paragraph.</p>
      </Prose>,
    );
    const root = screen.getByLabelText('Our story');
    expect(ref.current).toBe(root);
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveAttribute('id', 'story');
    expect(root).toHaveClass('extra');
    expect(root).toHaveAttribute('data-size', '3');
    expect(screen.getByText('Second paragraph.').previousElementSibling).toHaveTextContent(
      'First paragraph.',
    );
  });
});
