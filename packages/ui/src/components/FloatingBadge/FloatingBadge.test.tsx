import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bottomOffsetProperty, reserveBottomRoom } from '../../utils/bottomOffset';
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

  describe('where it floats', () => {
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    const banner = Symbol('banner');
    afterEach(() => {
      scrollTo(0);
      reserveBottomRoom(banner, null);
    });
    const badge = () => screen.getByRole('link', { name: 'Featured', hidden: true });

    it('stays out of the first screen and comes in after half a screen of scrolling', () => {
      render(<FloatingBadge href="/press">Featured</FloatingBadge>);
      expect(badge()).toHaveAttribute('data-concealed');
      scrollTo(window.innerHeight / 2 - 1);
      expect(badge()).toHaveAttribute('data-concealed');
      scrollTo(window.innerHeight / 2);
      expect(badge()).not.toHaveAttribute('data-concealed');
    });

    it('steps aside while the page reserves the bottom (the cookie banner), and comes back', async () => {
      render(
        <FloatingBadge href="/press" revealOnScroll={false}>
          Featured
        </FloatingBadge>,
      );
      expect(badge()).not.toHaveAttribute('data-concealed');
      // What the cookie banner does while it shows.
      await act(async () => reserveBottomRoom(banner, 140));
      expect(badge()).toHaveAttribute('data-concealed');
      await act(async () => reserveBottomRoom(banner, null));
      expect(badge()).not.toHaveAttribute('data-concealed');
    });
  });
});
