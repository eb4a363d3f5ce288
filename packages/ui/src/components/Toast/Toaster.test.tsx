import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { createToastController, type ToastController } from './toastQueue';

describe('Toaster', () => {
  let toasts: ToastController;
  beforeEach(() => {
    vi.useFakeTimers();
    toasts = createToastController();
  });
  afterEach(() => vi.useRealTimers());

  it('renders nothing until a toast is shown', () => {
    render(<Toaster queue={toasts} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows one toast at a time, named with its tone, and announces it', () => {
    render(<Toaster queue={toasts} />);
    act(() => void toasts.success('Saved'));
    expect(screen.getByRole('alertdialog', { name: 'Success: Saved' })).toBeInTheDocument();
    act(() => void toasts.error('Failed'));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Error: Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed');
  });

  it('closes with its labelled close button', () => {
    render(<Toaster queue={toasts} labels={{ close: 'Dismiss' }} />);
    act(() => void toasts.success('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reads the tone from labels, so it can be translated', () => {
    render(<Toaster queue={toasts} labels={{ success: 'Erfolg', error: 'Fehler' }} />);
    act(() => void toasts.success('Gespeichert'));
    expect(screen.getByRole('alertdialog', { name: 'Erfolg: Gespeichert' })).toBeInTheDocument();
    act(() => void toasts.error('Fehlgeschlagen'));
    expect(screen.getByRole('alertdialog', { name: 'Fehler: Fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('passes ref and attributes to the notifications region', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Toaster queue={toasts} ref={ref} aria-label="Meldungen" data-testid="toasts" />);
    act(() => void toasts.success('Saved'));
    const region = screen.getByRole('region', { name: 'Meldungen' });
    expect(ref.current).toBe(region);
    expect(region).toHaveAttribute('data-testid', 'toasts');
  });

  it('auto-dismisses after its timeout', () => {
    render(<Toaster queue={toasts} timeout={3000} />);
    act(() => void toasts.success('Saved'));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('prefers a per-toast timeout', () => {
    render(<Toaster queue={toasts} timeout={3000} />);
    act(() => void toasts.error('Failed', { timeout: 10_000 }));
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pauses while focused and resumes when focus leaves', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Toaster queue={toasts} timeout={1000} />
      </>,
    );
    act(() => void toasts.success('Saved'));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
