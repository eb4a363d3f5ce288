import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLatestFile } from '../journey/latestFile';
import { resetJourneyForTests } from '../journey/store';
import { testimonials } from '../content/landingSections';
import { showsAverageRating, socialProofStats } from '../content/socialProof';
import { fallbackFileRecord, type FileRecord } from '../services/fileRecord';
import SocialProof from './SocialProof';

// What the backend answers for the latest build: set per test.
const read = vi.hoisted(() => ({ result: Promise.resolve(null) as Promise<FileRecord | null> }));
vi.mock('../services/fileRecordRead', () => ({ readLatestFileRecord: () => read.result }));

const record = (download_count: number, version = '3.6.2'): FileRecord => ({
  ...fallbackFileRecord,
  id: 'build-1',
  file_path: 'builds/Clipnest.zip',
  version,
  download_count,
});

const figures = () => within(screen.getByLabelText(socialProofStats.label));
const number = (value: number) => new Intl.NumberFormat('en-US').format(value);

function renderWith(result: Promise<FileRecord | null>) {
  read.result = result;
  resetJourneyForTests();
  startLatestFile();
  return render(<SocialProof />);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the testimonials section', () => {
  it('is prerendered with placeholders, not the fallback record, while the record is read', () => {
    const html = renderToStaticMarkup(<SocialProof />);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).not.toContain(number(fallbackFileRecord.download_count));
    expect(text).not.toContain(fallbackFileRecord.version);
    // Each figure waits with a placeholder (invisible digits) that reads as Loading.
    expect(text).toMatch(new RegExp(`${socialProofStats.downloads} 0+ Loading`));
    expect(text).toMatch(new RegExp(`${socialProofStats.version} 0+ Loading`));
  });

  it('shows the download count and version of the record it read', async () => {
    renderWith(Promise.resolve(record(48_213)));
    await waitFor(() => expect(figures().getByText(number(48_213))).toBeTruthy());
    expect(figures().getByText('3.6.2')).toBeTruthy();
    expect(figures().queryByText(number(fallbackFileRecord.download_count))).toBeNull();
  });

  it('shows the fallback record only when none can be read', async () => {
    renderWith(Promise.resolve(null));
    await waitFor(() => expect(figures().getByText(number(fallbackFileRecord.download_count))).toBeTruthy());
    expect(figures().getByText(fallbackFileRecord.version)).toBeTruthy();
  });

  it('does not show a download count below a thousand as a number', async () => {
    renderWith(Promise.resolve(record(312)));
    await waitFor(() => expect(figures().getByText(socialProofStats.earlyStage.value)).toBeTruthy());
    expect(figures().queryByText('312')).toBeNull();
    expect(figures().queryByText(socialProofStats.downloads)).toBeNull();
    expect(figures().getByText('3.6.2')).toBeTruthy();
  });

  it('shows an average rating only with a real number of ratings behind it', async () => {
    renderWith(Promise.resolve(record(48_213)));
    await waitFor(() => expect(figures().getByText('3.6.2')).toBeTruthy());
    const ratings = testimonials.items.map((item) => item.rating);
    expect(showsAverageRating(ratings.length)).toBe(false);
    expect(figures().queryByText(/\/5$/)).toBeNull();
    expect(figures().getByText(socialProofStats.platform.value)).toBeTruthy();
    expect(showsAverageRating(socialProofStats.minRatings)).toBe(true);
  });

  it('names who said each quote, with their role and company', () => {
    const text = renderToStaticMarkup(<SocialProof />).replace(/<[^>]+>/g, ' ');
    const first = testimonials.items[0]!;
    expect(text).toContain(first.name);
    expect(text).toContain(first.role);
    expect(text).toContain(first.company);
  });
});
