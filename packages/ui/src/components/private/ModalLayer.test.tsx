import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ModalLayer } from './ModalLayer';

function Page() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <p>The page behind</p>
      </main>
      <div aria-live="polite">Saved</div>
      <ModalLayer isOpen={isOpen} onOpenChange={setOpen} isDismissable>
        <Dialog>
          {({ close }) => (
            <>
              <Heading slot="title">Welcome</Heading>
              <button type="button">First</button>
              <button type="button" onClick={close}>
                Done
              </button>
            </>
          )}
        </Dialog>
      </ModalLayer>
    </>
  );
}

describe('ModalLayer', () => {
  it('hides the page behind from assistive technology without making it inert, and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    const main = screen.getByText('The page behind').closest('main')!;
    expect(main.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    // Announcements stay readable, even beside the page.
    expect(screen.getByText('Saved').closest('[aria-hidden="true"]')).toBeNull();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps Tab inside, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    for (let press = 0; press < 4; press++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a press outside the dialog when dismissable', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    // The backdrop is the dialog box's parent.
    await act(async () => {
      await user.click(dialog.parentElement!.parentElement!);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
