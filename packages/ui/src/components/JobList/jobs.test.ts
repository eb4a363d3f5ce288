import { describe, expect, it } from 'vitest';
import { filterJobs, jobDepartments, jobSlug } from './jobs';

describe('jobSlug', () => {
  it('makes the title-slug of an opening', () => {
    expect(jobSlug('Senior macOS Engineer (Swift)')).toBe('senior-macos-engineer-swift');
    expect(jobSlug('  Product Designer  ')).toBe('product-designer');
    expect(jobSlug('Développeur·se Front-end')).toBe('developpeur-se-front-end');
    expect(jobSlug('Customer Success & Support')).toBe('customer-success-support');
  });
});

describe('filterJobs', () => {
  const jobs = [
    { title: 'A', department: 'Engineering' },
    { title: 'B', department: 'Design' },
    { title: 'C', department: 'Engineering' },
  ];

  it('lists departments in order of first appearance', () => {
    expect(jobDepartments(jobs)).toEqual(['Engineering', 'Design']);
  });

  it('keeps one department, or all for null', () => {
    expect(filterJobs(jobs, 'Engineering').map((j) => j.title)).toEqual(['A', 'C']);
    expect(filterJobs(jobs, null)).toHaveLength(3);
    expect(filterJobs(jobs, 'Sales')).toEqual([]);
  });
});
