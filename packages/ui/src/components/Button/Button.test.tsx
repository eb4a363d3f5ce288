import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink, buttonClassName } from '.';

describe('Button', () => {
  it('passes ref, attributes, style and className to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} data-testid="save" className="mine" style={{ marginTop: 4 }}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('data-testid', 'save');
    expect(button).toHaveClass('mine');
    expect(button.className.split(' ').length).toBeGreaterThan(1);
    expect(button).toHaveStyle({ marginTop: '4px' });
  });

  it('names its spinner with labels.pending while pending', () => {
    const { rerender } = render(<Button isPending>Save</Button>);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    rerender(
      <Button isPending labels={{ pending: 'Saving' }}>
        Save
      </Button>,
    );
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  });

  it('shows an icon from the set or an app’s own icon element, hidden from screen readers', () => {
    const { rerender } = render(<Button icon="download">Get it</Button>);
    expect(screen.getByRole('button', { name: 'Get it' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    rerender(<Button icon={<svg data-testid="own" />}>Get it</Button>);
    const own = screen.getByTestId('own');
    expect(screen.getByRole('button', { name: 'Get it' })).toContainElement(own);
    expect(own.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('stretches with isFullWidth', () => {
    const { rerender } = render(<Button>Go</Button>);
    const narrow = screen.getByRole('button').className;
    rerender(<Button isFullWidth>Go</Button>);
    expect(screen.getByRole('button').className).toBe(buttonClassName({ isFullWidth: true }));
    expect(screen.getByRole('button').className).not.toBe(narrow);
  });
});

describe('ButtonLink', () => {
  it('passes ref to the <a> and renders its icon element', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <ButtonLink ref={ref} href="/pricing" icon={<svg data-testid="own" />}>
        Pricing
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(ref.current).toBe(link);
    expect(link).toContainElement(screen.getByTestId('own'));
  });

  it('marks the <a> as a button-styled link for checks on the HTML', () => {
    render(<ButtonLink href="/pricing">Pricing</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('data-button');
  });
});

describe('buttonClassName', () => {
  it('gives the same look as a Button, per variant and size', () => {
    render(
      <Button variant="soft" size={3}>
        Soft
      </Button>,
    );
    expect(screen.getByRole('button').className).toBe(buttonClassName({ variant: 'soft', size: 3 }));
    expect(buttonClassName({ variant: 'soft' })).not.toBe(buttonClassName({ variant: 'ghost' }));
    expect(buttonClassName({ size: 1 })).not.toBe(buttonClassName({ size: 3 }));
  });
});
