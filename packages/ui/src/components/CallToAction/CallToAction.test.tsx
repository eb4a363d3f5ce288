import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('shows title, description and actions in a named <section> that takes ref and attributes', () => {
    const ref = createRef<HTMLElement>();
    render(
      <CallToAction
        ref={ref}
        title="Never lose a thing"
        description="Free to start."
        actions={
          <>
            <button type="button">Download</button>
            <a href="#pricing">See Pricing</a>
          </>
        }
        id="cta"
        className="extra"
      />,
    );
    const band = screen.getByRole('region', { name: 'Never lose a thing' });
    expect(ref.current).toBe(band);
    expect(band).toHaveAttribute('id', 'cta');
    expect(band).toHaveClass('extra');
    expect(within(band).getByText('Free to start.')).toBeInTheDocument();
    expect(within(band).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'See Pricing' })).toBeInTheDocument();
  });

  it('puts the title at headingLevel and leaves out an empty actions row', () => {
    const { container } = render(<CallToAction title="Start now" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Start now' })).toBeInTheDocument();
    expect(container.querySelectorAll('section div div')).toHaveLength(0);
  });

  it('draws a backdrop behind the band, hidden from assistive technology, and none unless given', () => {
    const { container, rerender } = render(
      <CallToAction title="Start now" backdrop={<svg data-testid="motif" />} />,
    );
    const motif = screen.getByTestId('motif');
    expect(motif.parentElement).toHaveAttribute('aria-hidden', 'true');
    // Before the words in the markup, so it paints under them; the heading is still the band's name.
    expect(screen.getByRole('region', { name: 'Start now' })).toContainElement(motif);
    rerender(<CallToAction title="Start now" />);
    expect(container.querySelector('[aria-hidden]')).toBeNull();
  });
});
