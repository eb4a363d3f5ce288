import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../content/landingSections';
import { socialProofStats } from '../content/socialProof';
import { fallbackFileRecord } from '../services/fileRecord';
import { SocialProof } from './SocialProof';

// Rendered as the prerenderer does: with no backend, the latest build's fallback record.
const html = renderToStaticMarkup(<SocialProof />);
const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the testimonials section', () => {
  it('shows the download count and version of the latest build, not a number of its own', () => {
    const count = new Intl.NumberFormat('en-US').format(fallbackFileRecord.download_count);
    // Each figure follows its label (a term and its description).
    expect(text).toContain(`${socialProofStats.downloads} ${count}`);
    expect(text).toContain(`${socialProofStats.version} ${fallbackFileRecord.version}`);
  });

  it('shows the average of the testimonials’ ratings and how many there are', () => {
    const ratings = testimonials.items.map((item) => item.rating);
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(text).toContain(socialProofStats.ratingValue(average, socialProofStats.maxRating));
    expect(text).toContain(socialProofStats.rating(ratings.length));
  });

  it('names who said each quote, with their role and company', () => {
    const first = testimonials.items[0];
    expect(text).toContain(first.name);
    expect(text).toContain(first.role);
    expect(text).toContain(first.company);
  });
});
