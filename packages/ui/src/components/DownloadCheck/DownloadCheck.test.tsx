import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadCheck, shellFileName } from './DownloadCheck';

const sha256 = 'ab'.repeat(32);

describe('shellFileName', () => {
  it('leaves plain names alone and quotes the rest for the shell', () => {
    expect(shellFileName('Clipnest-3.7.0.zip')).toBe('Clipnest-3.7.0.zip');
    expect(shellFileName('Clipnest 3.7.0.zip')).toBe("'Clipnest 3.7.0.zip'");
    expect(shellFileName("It's.zip")).toBe("'It'\\''s.zip'");
  });
});

describe('DownloadCheck', () => {
  it('copies the checksum and the command, and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<DownloadCheck sha256={sha256} fileName="Clipnest-3.7.0.zip" collapsible={false} />);
    await user.click(screen.getByRole('button', { name: 'Copy Checksum' }));
    expect(writeText).toHaveBeenCalledWith(sha256);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await user.click(screen.getByRole('button', { name: 'Copy Command' }));
    expect(writeText).toHaveBeenLastCalledWith('shasum -a 256 ~/Downloads/Clipnest-3.7.0.zip');
  });
});
