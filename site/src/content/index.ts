/**
 * All of the site's copy, as typed data. The product name is one constant (`productName` in
 * ./product); prices come from ./pricing; app size and version come from the file record, never
 * from here. Pages import the modules they need directly (better code splitting); this barrel is
 * for tests and tools.
 */
export * from './types';
export * from './paths';
export * from './blocks';
export * from './product';
export * from './navigation';
export * from './footer';
export * from './pricing';
export * from './pricingPage';
export * from './landing';
export * from './landingSections';
export * from './features';
export * from './legal';
export * from './blog';
export * from './status';
export * from './roadmap';
export * from './changelog';
export * from './install';
export * from './partners';
export * from './press';
export * from './careers';
export * from './about';
export * from './contact';
export * from './seo';
export * from './errors';
export * from './cookies';
export * from './auth';
export * from './download';
