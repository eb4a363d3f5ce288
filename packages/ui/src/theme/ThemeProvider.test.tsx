import { Theme } from '@radix-ui/themes';
import { act, render, screen } from '@testing-library/react';
import { Dialog, Modal } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useAppearance } from './ThemeProvider';

function attributesOf(element: Element) {
  return Object.fromEntries(
    [...element.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
  );
}

/** A controllable `prefers-color-scheme: dark` media query. */
function mockColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (dark: boolean) => {
    query.matches = dark;
    listeners.forEach((fn) => fn());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ThemeProvider', () => {
  it('renders the element Radix Themes <Theme> renders, so Radix token CSS applies', () => {
    const { container: ours } = render(<ThemeProvider appearance="dark" />);
    const { container: radix } = render(<Theme appearance="dark" accentColor="indigo" grayColor="slate" />);
    const mine = ours.firstElementChild!;
    const theirs = radix.firstElementChild!;
    expect(attributesOf(mine)).toEqual(attributesOf(theirs));
    expect(mine.className.split(' ').sort()).toEqual(theirs.className.split(' ').sort());
  });

  it('follows the system colour scheme and its changes', () => {
    const setDark = mockColorScheme(false);
    const { container } = render(<ThemeProvider />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('radix-themes', 'light');
    act(() => setDark(true));
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
  });

  it('can force an appearance whatever the system says', () => {
    mockColorScheme(true);
    const { container } = render(<ThemeProvider appearance="light" />);
    expect(container.firstElementChild).toHaveClass('light');
  });

  it('lets a nested provider inherit or override the appearance', () => {
    function Shows() {
      return <span>{useAppearance()}</span>;
    }
    render(
      <ThemeProvider appearance="dark" data-testid="outer">
        <ThemeProvider data-testid="inherits">
          <Shows />
        </ThemeProvider>
        <ThemeProvider appearance="light" data-testid="overrides" />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('inherits')).toHaveAttribute('data-is-root-theme', 'false');
    expect(screen.getByTestId('inherits')).toHaveClass('dark');
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(screen.getByTestId('overrides')).toHaveClass('light');
  });

  it('portals overlays into the theme element so they keep its tokens', () => {
    render(
      <ThemeProvider data-testid="theme">
        <Modal isOpen>
          <Dialog aria-label="Example">Inside</Dialog>
        </Modal>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toContainElement(screen.getByRole('dialog'));
  });
});
