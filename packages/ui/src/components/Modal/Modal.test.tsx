import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { Modal } from './Modal';

describe('Modal', () => {
  it('passes ref and attributes to the dialog element', async () => {
    const ref = createRef<HTMLElement>();
    render(
      <Modal isOpen title="Welcome" ref={ref} data-testid="welcome" className="mine">
        Hello
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveAttribute('data-testid', 'welcome');
    expect(dialog).toHaveClass('mine');
  });

  it('names its close button with labels.close, or leaves it out', async () => {
    const { rerender } = render(
      <Modal isOpen title="Welcome" labels={{ close: 'Schließen' }}>
        Hello
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    rerender(
      <Modal isOpen title="Welcome" hideCloseButton actions={<button type="button">Start</button>}>
        Hello
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('opens by itself with defaultOpen', async () => {
    render(
      <ThemeProvider>
        <Modal defaultOpen title="Welcome">
          Hello
        </Modal>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });
});
