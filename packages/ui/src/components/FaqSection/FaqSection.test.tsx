import { createRef } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqSection } from '.';
import { sampleFaqItems } from './faqSamples';

const questionButtons = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));

describe('FaqSection', () => {
  it('filters by search and category together and shows the empty state', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(
      <FaqSection
        title="FAQ"
        items={sampleFaqItems}
        labels={{ empty: 'Nothing here' }}
        supportLink={<a href="mailto:help@example.com">Ask us</a>}
      />,
    );
    expect(questionButtons()).toHaveLength(sampleFaqItems.length);
    await user.click(screen.getByRole('radio', { name: 'Pricing' }));
    expect(questionButtons()).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'refund');
    expect(questionButtons().map((b) => b.textContent)).toEqual(['Can I get a refund?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 question');
    expect(screen.queryByRole('link', { name: 'Ask us' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Usage' }));
    expect(questionButtons()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here');
    expect(screen.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('keeps one answer open at a time', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    render(<FaqSection title="FAQ" items={sampleFaqItems} defaultExpandedKey="beta" />);
    const beta = screen.getByRole('button', { name: 'Is the app still in beta?' });
    const price = screen.getByRole('button', { name: 'How much does it cost?' });
    expect(beta).toHaveAttribute('aria-expanded', 'true');
    await user.click(price);
    expect(price).toHaveAttribute('aria-expanded', 'true');
    expect(beta).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out the chips when there is only one category', () => {
    render(<FaqSection title="FAQ" items={sampleFaqItems.filter((item) => item.category === 'Pricing')} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('gives a short FAQ (under eight questions) no search box and no chips, only its questions', () => {
    const few = sampleFaqItems.slice(0, 4);
    render(<FaqSection title="Pricing questions" items={few} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(few.length);
  });

  it('uses the heading level it is given, questions one below', () => {
    render(<FaqSection title="Pricing questions" headingLevel={3} items={sampleFaqItems.slice(0, 2)} />);
    const section = screen.getByRole('region', { name: 'Pricing questions' });
    expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(2);
  });

  it('takes its UI strings from labels, the placeholder falling back to the search label', () => {
    render(
      <FaqSection
        title="FAQ"
        items={sampleFaqItems}
        labels={{ search: 'Fragen durchsuchen', all: 'Alle', resultCount: (n) => `${n} Fragen` }}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Fragen durchsuchen' });
    expect(box).toHaveAttribute('placeholder', 'Fragen durchsuchen');
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${sampleFaqItems.length} Fragen`);
    // Strings it was not given keep their defaults.
    expect(screen.getByRole('radiogroup', { name: 'Filter by category' })).toBeInTheDocument();
  });

  it('passes its ref and HTML attributes to the <section>', () => {
    const ref = createRef<HTMLElement>();
    render(<FaqSection ref={ref} title="FAQ" items={sampleFaqItems} id="faq" className="extra" />);
    const section = screen.getByRole('region', { name: 'FAQ' });
    expect(ref.current).toBe(section);
    expect(section).toHaveAttribute('id', 'faq');
    expect(section).toHaveClass('extra');
  });
});
