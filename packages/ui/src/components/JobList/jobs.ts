import { categoriesOf, filterByCategory } from '../private/categoryFilter';

/** An open position. */
export interface Job {
  id?: string;
  title: string;
  /** e.g. 'Remote (EU)', 'Berlin'. */
  location: string;
  /** e.g. 'Engineering'. */
  department: string;
  /** e.g. 'Full-time'. */
  type: string;
  tags: readonly string[];
  /** The opening's own page, e.g. `/careers/senior-macos-engineer` (see `jobSlug`). */
  href: string;
}

/** The departments with openings, in order of first appearance. */
export const jobDepartments = (items: readonly Pick<Job, 'department'>[]) =>
  categoriesOf(items, (item) => item.department);

/** The openings of one department (`null`: all of them), in their order. */
export const filterJobs = <T extends Pick<Job, 'department'>>(
  items: readonly T[],
  department: string | null,
) => filterByCategory(items, department, (item) => item.department);

/**
 * The title-slug of an opening's page: lower-case ASCII words joined by hyphens, accents dropped
 * ('Senior macOS Engineer (Swift)' → 'senior-macos-engineer-swift', 'Développeur·se' → 'developpeur-se').
 */
export function jobSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
