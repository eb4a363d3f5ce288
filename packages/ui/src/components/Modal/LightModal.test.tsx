import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LightModal } from './LightModal';

function Page({ closeLabel = 'Close' }: { closeLabel?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      </main>
      <LightModal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="Welcome"
        closeLabel={closeLabel}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Start
          </button>
        }
      >
        <p>Hello</p>
      </LightModal>
    </>
  );
}

async function open() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog', { name: 'Welcome' }) };
}

describe('LightModal', () => {
  it('is a modal dialog named by its title, with focus inside and the page behind hidden and still', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab among its own controls', async () => {
    const { user, dialog } = await open();
    for (let press = 0; press < 3; press++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives back the page, its scrolling and the focus', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a press on the backdrop, and on its close button, not on a press inside', async () => {
    const { user, dialog } = await open();
    fireEvent.pointerDown(screen.getByText('Hello'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.pointerDown(dialog.parentElement!.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
