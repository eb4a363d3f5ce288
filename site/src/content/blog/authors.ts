import type { BlogAuthor } from './types';

export const authors = {
  lena: { name: 'Lena Hoffmann', role: 'Co-founder and CEO' },
  jonas: { name: 'Jonas Becker', role: 'Co-founder and CTO' },
  sofia: { name: 'Sofia Marino', role: 'Product designer' },
  daniel: { name: 'Daniel Osei', role: 'macOS engineer' },
  hannah: { name: 'Hannah Kim', role: 'Customer support lead' },
} as const satisfies Record<string, BlogAuthor>;
