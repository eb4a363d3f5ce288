import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HandoffNotice } from './HandoffNotice';

const url = 'https://example.com/download';

/** Puts `value` on navigator under `name` for one test. */
function stubNavigator(name: 'clipboard' | 'share' | 'canShare', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  for (const name of ['clipboard', 'share', 'canShare'])
    delete (navigator as unknown as Record<string, unknown>)[name];
  vi.useRealTimers();
});

describe('HandoffNotice', () => {
  it('names itself by its heading and shows the address as text', () => {
    render(<HandoffNotice url={url} />);
    const section = screen.getByRole('region', { name: 'Continue on Another Device' });
    expect(section).toHaveTextContent('Open this link on the device you want to use.');
    expect(screen.getByText(url).tagName).toBe('CODE');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('copies the address, reads Copied for 2 s and announces it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // After setup, which puts a clipboard of its own on navigator.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    stubNavigator('clipboard', { writeText });
    render(<HandoffNotice url={url} />);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('says what to do when the clipboard is refused, and selects the address', async () => {
    stubNavigator('clipboard', {
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    render(<HandoffNotice url={url} labels={{ copyFailed: 'Select the link and copy it.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select the link and copy it.');
    expect(window.getSelection()?.toString()).toBe(url);
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('fails gracefully without any clipboard (an insecure page)', async () => {
    render(<HandoffNotice url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Copying isn’t allowed here.');
  });

  it('offers Share only where the browser can share, and shares the address', async () => {
    const { unmount } = render(<HandoffNotice url={url} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    unmount();
    const share = vi.fn(async () => {});
    stubNavigator('share', share);
    render(<HandoffNotice url={url} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ url });
  });

  it('stays quiet when sharing is cancelled', async () => {
    stubNavigator('share', () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    render(<HandoffNotice url={url} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('renders on the server without Share, whatever the browser', () => {
    stubNavigator('share', vi.fn());
    const html = renderToString(<HandoffNotice url={url} />);
    expect(html).toContain('Copy Link');
    expect(html).not.toContain('Share');
  });

  it('leaves the header to its container, and takes extra actions and labels', () => {
    render(
      <HandoffNotice url={url} hideHeader labels={{ copy: 'Link kopieren' }}>
        <button type="button">Create account</button>
      </HandoffNotice>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Open this link on the device you want to use.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});
