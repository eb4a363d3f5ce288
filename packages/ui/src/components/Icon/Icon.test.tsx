import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconNames, iconPaths } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const { container } = render(<Icon name="download" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="star" label="Rated" />);
    expect(screen.getByRole('img', { name: 'Rated' })).toBeInTheDocument();
  });

  it('draws every path of every icon in the set', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelectorAll('path')).toHaveLength(iconPaths[name].length);
      unmount();
    }
  });
});
