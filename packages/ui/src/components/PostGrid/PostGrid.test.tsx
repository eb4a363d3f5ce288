import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePosts } from '../PostCard/blogSamples';
import { PostGrid } from './PostGrid';

const href = (post: { id: string }) => `/blog/${post.id}`;

describe('PostGrid', () => {
  it('lists the posts in order under its heading, each linking to its page', () => {
    render(<PostGrid title="Keep Reading" items={samplePosts.slice(0, 3)} getPostHref={href} />);
    const section = screen.getByRole('region', { name: 'Keep Reading' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(samplePosts.slice(0, 3).map((p) => p.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(samplePosts.slice(0, 3).map(href));
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('renders nothing without posts', () => {
    const { container } = render(<PostGrid title="Keep Reading" items={[]} getPostHref={href} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('passes ref, className and attributes to the <section>', () => {
    const ref = createRef<HTMLElement>();
    render(
      <PostGrid
        ref={ref}
        title="More"
        headingLevel={3}
        className="extra"
        data-testid="grid"
        items={samplePosts.slice(0, 1)}
        getPostHref={href}
      />,
    );
    const section = screen.getByTestId('grid');
    expect(ref.current).toBe(section);
    expect(section).toHaveClass('extra');
    expect(screen.getByRole('heading', { level: 3, name: 'More' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
  });
});
