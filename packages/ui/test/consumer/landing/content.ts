// Sample content for the outside apps (the package holds no copy).
export const navItems = [
  { label: 'Features', href: '/features' },
  { label: 'Pricing', href: '/pricing' },
];

export const faqItems = [
  { question: 'Is it free?', answer: 'The basic plan is free.', category: 'Pricing' },
  { question: 'Does it sync?', answer: 'Only if you turn sync on.', category: 'Privacy' },
];

export const features = [
  { title: 'Search', description: 'Find any clip.', icon: 'search' as const },
  { title: 'Private', description: 'Stays on your Mac.', icon: 'lock' as const },
];

export const steps = [
  { title: 'Download', description: 'Get the app.' },
  { title: 'Copy', description: 'Copy as usual.' },
];

export const useCases = [
  {
    id: 'dev',
    label: 'Developers',
    title: 'Snippets',
    description: 'Keep snippets at hand.',
    icon: 'code' as const,
  },
  { id: 'writers', label: 'Writers', title: 'Quotes', description: 'Collect quotes.', icon: 'edit' as const },
];

export const testimonials = [
  { name: 'Ada', role: 'Engineer', content: 'Indispensable.', rating: 5 },
  { name: 'Grace', role: 'Writer', content: 'I use it daily.', rating: 4 },
];

export const footerColumns = [{ title: 'Product', links: navItems }];
