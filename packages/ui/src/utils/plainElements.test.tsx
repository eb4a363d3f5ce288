import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Anchor } from './Anchor';
import { PlainButton } from './PlainButton';
import { RouterProvider } from './router';

function routed(ui: ReactNode) {
  const navigate = vi.fn();
  render(<RouterProvider navigate={navigate}>{ui}</RouterProvider>);
  return navigate;
}

describe('Anchor', () => {
  it('hands a plain click on an internal link to the app router, without a page load', () => {
    const onPress = vi.fn();
    const navigate = routed(
      <Anchor href="/pricing" onPress={onPress}>
        Pricing
      </Anchor>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(navigate).toHaveBeenCalledWith('/pricing', undefined);
    expect(click.defaultPrevented).toBe(true);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('leaves new tabs, downloads, other windows and other sites to the browser', () => {
    const navigate = routed(
      <>
        <Anchor href="/a">A</Anchor>
        <Anchor href="/b" target="_blank">
          B
        </Anchor>
        <Anchor href="/c" download>
          C
        </Anchor>
        <Anchor href="https://example.com/d">D</Anchor>
      </>,
    );
    // The browser's own handling (a page load jsdom cannot do) is stopped after React has seen it.
    const stopDocumentLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopDocumentLoad);
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { shiftKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    fireEvent.click(screen.getByRole('link', { name: 'D' }));
    document.removeEventListener('click', stopDocumentLoad);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the href the router formats, and marks the current page for the styles', () => {
    render(
      <RouterProvider navigate={() => {}} useHref={(href) => `/base${href}`}>
        <Anchor href="/blog" aria-current="page">
          Blog
        </Anchor>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', '/base/blog');
    expect(link).toHaveAttribute('data-current', 'true');
  });

  it('carries hover and press state for a mouse, but no hover left behind by a tap', () => {
    render(<Anchor href="/a">A</Anchor>);
    const link = screen.getByRole('link', { name: 'A' });
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    expect(link).not.toHaveAttribute('data-hovered');
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    expect(link).toHaveAttribute('data-hovered', 'true');
    fireEvent.pointerDown(link, { button: 0 });
    expect(link).toHaveAttribute('data-pressed', 'true');
    fireEvent.pointerUp(link);
    expect(link).not.toHaveAttribute('data-pressed');
    fireEvent.pointerLeave(link);
    expect(link).not.toHaveAttribute('data-hovered');
  });
});

describe('PlainButton', () => {
  it('reports a press from a click and takes the focus, as Safari would not', () => {
    const onPress = vi.fn();
    render(<PlainButton onPress={onPress}>Go</PlainButton>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });

  it('shows no pressed state while it is disabled', () => {
    render(<PlainButton aria-disabled>Busy</PlainButton>);
    const button = screen.getByRole('button', { name: 'Busy' });
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.keyDown(button, { key: ' ' });
    expect(button).not.toHaveAttribute('data-pressed');
  });
});
