import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Icon, renderIcon } from './Icon';
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

  it('draws every stroke of every icon in the set, as one path', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      const paths = container.querySelectorAll('path');
      expect(paths).toHaveLength(1);
      expect(paths[0]).toHaveAttribute('d', iconPaths[name].join(' '));
      unmount();
    }
  });

  it('keeps each shape of a filled icon in a path of its own', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} filled />);
      const drawn = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));
      expect(drawn).toEqual(iconPaths[name]);
      unmount();
    }
  });

  it('passes ref and attributes to its svg', () => {
    const ref = createRef<SVGSVGElement>();
    const { container } = render(<Icon name="check" ref={ref} data-testid="glyph" className="mine" />);
    expect(ref.current).toBe(container.querySelector('svg'));
    expect(ref.current).toHaveAttribute('data-testid', 'glyph');
    expect(ref.current).toHaveClass('mine');
  });

  it('renders an icon prop: a name from the set, or an app’s own element', () => {
    const { container, rerender } = render(<>{renderIcon('search', { label: 'Search' })}</>);
    expect(screen.getByRole('img', { name: 'Search' }).querySelector('path')).toHaveAttribute(
      'd',
      iconPaths.search.join(' '),
    );
    rerender(<>{renderIcon(<svg data-testid="own" />)}</>);
    expect(screen.getByTestId('own')).toBeInTheDocument();
    rerender(<>{renderIcon(undefined)}</>);
    expect(container).toBeEmptyDOMElement();
  });
});
