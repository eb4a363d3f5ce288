import { Theme } from '@radix-ui/themes';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { Dialog, Modal as AriaModal } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../components/Modal';
import { ThemeProvider, ThemeScope, useAppearance } from './ThemeProvider';

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

function ShowsAppearance() {
  return <output>{useAppearance()}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('ThemeProvider', () => {
  it('renders the element Radix Themes <Theme> renders, so Radix token CSS applies', () => {
    const { container: ours } = render(<ThemeProvider appearance="dark" />);
    const { container: radix } = render(<Theme appearance="dark" accentColor="amber" grayColor="sand" />);
    const mine = ours.firstElementChild!;
    const theirs = radix.firstElementChild!;
    // Ours adds data-appearance (what CSS needs to follow the system setting); the rest is Radix's.
    const { 'data-appearance': requested, ...rest } = attributesOf(mine);
    expect(requested).toBe('dark');
    expect(rest).toEqual(attributesOf(theirs));
    expect(mine.className.split(' ').sort()).toEqual(theirs.className.split(' ').sort());
  });

  it('leaves a system appearance to CSS: no light/dark class, while JS still learns the setting', () => {
    const setDark = mockColorScheme(false);
    const { container } = render(
      <ThemeProvider>
        <ShowsAppearance />
      </ThemeProvider>,
    );
    const root = container.firstElementChild!;
    expect(root).toHaveClass('radix-themes');
    expect(root).toHaveAttribute('data-appearance', 'system');
    expect(root).not.toHaveClass('light');
    expect(screen.getByRole('status')).toHaveTextContent('light');
    act(() => setDark(true));
    expect(root).not.toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root).toHaveAttribute('data-appearance', 'system');
    expect(screen.getByRole('status')).toHaveTextContent('dark');
  });

  it('renders the same markup on the server as in a dark browser, so the first paint can be dark', () => {
    mockColorScheme(true);
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ThemeProvider />);
    const { container: browser } = render(<ThemeProvider />);
    expect(server.firstElementChild).not.toHaveClass('light');
    expect(server.innerHTML).toBe(browser.innerHTML);
  });

  it('can force an appearance whatever the system says', () => {
    mockColorScheme(true);
    const { container } = render(
      <ThemeProvider appearance="light">
        <ShowsAppearance />
      </ThemeProvider>,
    );
    expect(container.firstElementChild).toHaveClass('light');
    expect(container.firstElementChild).toHaveAttribute('data-appearance', 'light');
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });

  it('lets a nested provider inherit or override the appearance', () => {
    mockColorScheme(false);
    render(
      <ThemeProvider appearance="dark" data-testid="outer">
        <ThemeProvider data-testid="inherits">
          <ShowsAppearance />
        </ThemeProvider>
        <ThemeProvider appearance="light" data-testid="overrides" />
      </ThemeProvider>,
    );
    const inherits = screen.getByTestId('inherits');
    expect(inherits).toHaveAttribute('data-is-root-theme', 'false');
    expect(inherits).toHaveClass('dark');
    expect(inherits).toHaveAttribute('data-appearance', 'dark');
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(screen.getByTestId('overrides')).toHaveClass('light');
  });

  it('passes ref to its element', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(<ThemeProvider ref={ref} />);
    expect(ref.current).toBe(container.firstElementChild);
  });

  it('portals overlays into the theme element so they keep its tokens', async () => {
    render(
      <ThemeProvider data-testid="theme">
        <AriaModal isOpen>
          <Dialog aria-label="Example">Inside</Dialog>
        </AriaModal>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toContainElement(await screen.findByRole('dialog'));
  });

  it('makes the page inert and traps focus for a Modal open from the very first render', async () => {
    render(
      <ThemeProvider data-testid="theme">
        <button type="button">Behind</button>
        <Modal isOpen title="Welcome">
          <button type="button">Inside</button>
        </Modal>
      </ThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(screen.getByTestId('theme')).toContainElement(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The page behind is hidden from assistive technology (inert where supported).
    const behind = screen.getByText('Behind');
    expect(behind.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Behind' })).toBeNull();
  });
});

describe('ThemeScope', () => {
  // A prerendered page's theme element, with a part of the page hydrated as a React root of its own.
  function pageWithIsland(appearance: 'system' | 'dark') {
    document.body.innerHTML = `<div class="radix-themes" data-appearance="${appearance}"><div id="island"></div></div>`;
    const theme = document.body.firstElementChild as HTMLElement;
    return { theme, island: document.getElementById('island')! };
  }

  it("renders no element of its own, so an island's HTML matches what the server rendered", () => {
    const html = renderToString(
      <ThemeScope container={null}>
        <p>Inside</p>
      </ThemeScope>,
    );
    expect(html).toBe('<p>Inside</p>');
  });

  it('gives a separate root the appearance its theme element carries', () => {
    const { theme, island } = pageWithIsland('dark');
    render(
      <ThemeScope container={theme}>
        <ShowsAppearance />
      </ThemeScope>,
      { container: island },
    );
    expect(island.textContent).toBe('dark');
  });

  it('portals the overlays of a separate root into its theme element, so they keep its tokens', async () => {
    const { theme, island } = pageWithIsland('system');
    render(
      <ThemeScope container={theme}>
        <Modal isOpen title="Welcome">
          <button type="button">Inside</button>
        </Modal>
      </ThemeScope>,
      { container: island },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(theme).toContainElement(dialog);
    expect(island).not.toContainElement(dialog);
  });
});
