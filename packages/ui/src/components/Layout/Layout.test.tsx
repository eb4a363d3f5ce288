import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Container, Section } from './Layout';

describe('Section', () => {
  it('passes ref and attributes to its <section> and draws its variant', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(
      <Section ref={ref} aria-label="Features" className="mine">
        Content
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'Features' });
    expect(ref.current).toBe(section);
    expect(section).toHaveClass('mine');
    const plain = section.className;
    rerender(
      <Section ref={ref} aria-label="Features" className="mine" variant="subtle">
        Content
      </Section>,
    );
    expect(section.className).not.toBe(plain);
  });
});

describe('Container', () => {
  it('passes ref to its <div>', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Container ref={ref} data-testid="box" />);
    expect(ref.current).toBe(screen.getByTestId('box'));
  });
});
