import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { VerificationStatus } from './VerificationStatus';

describe('VerificationStatus', () => {
  it('puts the heading and description in a status region, so changes are announced', () => {
    const { rerender } = render(<VerificationStatus status="verifying" title="Verifying Your Email…" />);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Verifying Your Email…');
    rerender(
      <VerificationStatus
        status="error"
        title="Verification Failed"
        description="Verification link expired. Please register again."
      />,
    );
    // The same region, with new content: a screen reader hears the change.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Verification FailedVerification link expired. Please register again.');
  });

  it('renders the title as a focusable-by-script heading of the given level, naming the section', () => {
    const { rerender } = render(<VerificationStatus status="verified" title="Email Verified" />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Email Verified' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region', { name: 'Email Verified' })).toBeInTheDocument();
    // It never takes focus itself.
    expect(h1).not.toHaveFocus();
    rerender(<VerificationStatus status="verified" title="Email Verified" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Email Verified' })).toBeInTheDocument();
  });

  it('shows a spinner only while verifying', () => {
    const { container, rerender } = render(<VerificationStatus status="verifying" title="Verifying…" />);
    expect(container.querySelector('[data-part="spinner"]')).not.toBeNull();
    rerender(<VerificationStatus status="complete" title="Download Complete!" />);
    expect(container.querySelector('[data-part="spinner"]')).toBeNull();
    expect(container.querySelector('[data-part="icon"] svg')).not.toBeNull();
  });

  it('renders its children under the text, outside the status region', () => {
    render(
      <VerificationStatus status="error" title="Verification Failed">
        <button type="button">Download Manually</button>
      </VerificationStatus>,
    );
    const button = screen.getByRole('button', { name: 'Download Manually' });
    expect(screen.getByRole('status')).not.toContainElement(button);
  });

  it('passes ref, className and attributes to the section', () => {
    const ref = createRef<HTMLElement>();
    render(
      <VerificationStatus status="verifying" title="Verifying…" ref={ref} className="mine" id="callback" />,
    );
    expect(ref.current?.tagName).toBe('SECTION');
    expect(ref.current).toHaveClass('mine');
    expect(ref.current).toHaveAttribute('id', 'callback');
  });
});
