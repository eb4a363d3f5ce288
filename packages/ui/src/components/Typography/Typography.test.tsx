import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Heading, Text } from './Typography';

describe('Heading', () => {
  it('renders its level, passes ref and takes a semantic color', () => {
    const ref = createRef<HTMLHeadingElement>();
    const { rerender } = render(
      <Heading level={3} ref={ref} className="mine">
        Title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Title' });
    expect(ref.current).toBe(heading);
    expect(heading).toHaveClass('mine');
    const plain = heading.className;
    rerender(
      <Heading level={3} ref={ref} className="mine" color="muted">
        Title
      </Heading>,
    );
    expect(heading.className).not.toBe(plain);
    // `color` is a design choice, never the obsolete HTML attribute.
    expect(heading).not.toHaveAttribute('color');
  });
});

describe('Text', () => {
  it('passes ref to the element given by `as`', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Text as="span" ref={ref} color="accent">
        Note
      </Text>,
    );
    expect(ref.current?.tagName).toBe('SPAN');
    expect(ref.current).toHaveTextContent('Note');
    expect(ref.current).not.toHaveAttribute('color');
  });
});
