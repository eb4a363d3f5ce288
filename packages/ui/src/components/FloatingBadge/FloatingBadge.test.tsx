import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bottomOffsetProperty } from '../../utils/bottomOffset';
import { FloatingBadge } from './FloatingBadge';

describe('FloatingBadge', () => {
  it('is a link named by aria-label, with its ref and attributes on the <a>', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <FloatingBadge
        ref={ref}
        href="https://directory.example"
        aria-label="Featured on Directory (opens in a new tab)"
        target="_blank"
        data-testid="badge"
        className="extra"
      >
        <img src="badge.svg" alt="" />
      </FloatingBadge>,
    );
    const link = screen.getByRole('link', { name: 'Featured on Directory (opens in a new tab)' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('data-testid', 'badge');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('extra');
  });

  it('merges the bottom offset into the style it is given', () => {
    render(
      <FloatingBadge href="/x" offsetBottom={96} style={{ opacity: 0.5 }}>
        Badge
      </FloatingBadge>,
    );
    const link = screen.getByRole('link', { name: 'Badge' });
    expect(link.style.getPropertyValue(bottomOffsetProperty)).toBe('96px');
    expect(link.style.opacity).toBe('0.5');
  });
});
