import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('passes its ref and HTML attributes to its root element', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(<ErrorPage ref={ref} title="Not found" id="error" className="extra" />);
    expect(ref.current).toBe(container.firstElementChild);
    expect(ref.current).toHaveAttribute('id', 'error');
    expect(ref.current).toHaveClass('extra');
  });

  it('shows eyebrow, description and the default labels', () => {
    render(
      <ErrorPage
        variant="error"
        eyebrow="500"
        title="Something went wrong"
        description="Try again later."
        details="stack"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Error details')).toBeInTheDocument();
  });

  it('uses labels overrides, headingLevel and an icon element', () => {
    render(
      <ErrorPage
        title="Nicht gefunden"
        headingLevel={2}
        details="stack"
        icon={<svg data-testid="own-icon" />}
        labels={{ home: 'Zur Startseite', details: 'Technische Details' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
    expect(screen.getByText('Technische Details')).toBeInTheDocument();
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
  });
});
