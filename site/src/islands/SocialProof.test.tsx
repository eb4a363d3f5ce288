import { render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLatestFile } from '../journey/latestFile';
import { resetJourneyForTests } from '../journey/store';
import { testimonials } from '../content/landingSections';
import { socialProof } from '../content/socialProof';
import { fallbackFileRecord, type FileRecord } from '../services/fileRecord';
import SocialProof from './SocialProof';

// What the backend answers for the latest build: set per test.
const read = vi.hoisted(() => ({ result: Promise.resolve(null) as Promise<FileRecord | null> }));
vi.mock('../services/fileRecordRead', () => ({ readLatestFileRecord: () => read.result }));

const text = () =>
  renderToStaticMarkup(<SocialProof />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const number = (value: number) => new Intl.NumberFormat('en-US').format(value);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the testimonials section', () => {
  it('opens with its heading and one true line, not a strip of figures', () => {
    const html = text();
    expect(html).toContain(testimonials.heading);
    expect(html).toContain(socialProof.line);
    // Nothing waits for the build's record: no placeholder, no fallback figures.
    expect(html).not.toContain('Loading');
    expect(html).not.toContain(number(fallbackFileRecord.download_count));
    expect(html).not.toContain(fallbackFileRecord.version);
  });

  it('shows no download count or version once the build’s record is read', async () => {
    read.result = Promise.resolve({
      ...fallbackFileRecord,
      id: 'build-1',
      file_path: 'builds/Clipnest.zip',
      version: '3.6.2',
      download_count: 48_213,
    });
    resetJourneyForTests();
    startLatestFile();
    render(<SocialProof />);
    await waitFor(() => expect(screen.getByRole('region', { name: testimonials.label })).toBeTruthy());
    // Let the read settle: the section must not change when the record arrives.
    await read.result;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.body.textContent).not.toContain(number(48_213));
    expect(document.body.textContent).not.toContain('3.6.2');
  });

  it('names who said each quote, with their role and company', () => {
    const html = text();
    const first = testimonials.items[0]!;
    expect(html).toContain(first.name);
    expect(html).toContain(first.role);
    expect(html).toContain(first.company);
  });
});
