import type { Partner } from './partners';

/** Sample content for stories only; the site supplies its own. */
export const samplePartners: Partner[] = [
  { name: 'Meridian Labs', category: 'Technology' },
  { name: 'Acme Cloud', category: 'Technology' },
  { name: 'Globex', category: 'Reseller' },
  { name: 'Initech Systems', category: 'Integration' },
  { name: 'Umbrella Media', category: 'Reseller' },
  { name: 'Hooli', category: 'Technology' },
  { name: 'Stark Digital', category: 'Integration' },
  { name: 'Vandelay Software', category: 'Reseller' },
];
