/** The /partners page. Partner names are fictional. */
import type { IconName } from './types';
import { emails, productName } from './product';

/** A partner type: title, description, benefits. */
export interface PartnerType {
  id: 'reseller' | 'technology' | 'education';
  title: string;
  description: string;
  icon: IconName;
  benefits: readonly string[];
}

/**
 * A partner's drawn wordmark: one of @clipnest/ui's LogoGrid symbols beside the name set in one
 * of its type styles (written out here so the content type-checks on its own).
 */
export interface PartnerMark {
  symbol:
    | 'compass'
    | 'wing'
    | 'waves'
    | 'rings'
    | 'lattice'
    | 'stack'
    | 'pine'
    | 'leaf'
    | 'sail'
    | 'peak'
    | 'spark'
    | 'orbit';
  type: 'grotesk' | 'caps' | 'mono' | 'light';
}

/** A partner: name, category — plus the partner's wordmark. */
export interface Partner {
  name: string;
  category: 'Reseller' | 'Technology' | 'Education' | 'Consulting';
  mark: PartnerMark;
}

export const partnerTypes: readonly PartnerType[] = [
  {
    id: 'reseller',
    title: 'Reseller Partners',
    description: `Offer ${productName} to the teams you already supply with Macs and software, with volume pricing and your own invoicing.`,
    icon: 'briefcase',
    benefits: [
      'Margin on every Pro and Enterprise seat you sell',
      'Partner portal for licenses, renewals and invoices',
      'Co-branded onboarding material for your customers',
      'A named partner manager and a quarterly business review',
    ],
  },
  {
    id: 'technology',
    title: 'Technology Partners',
    description: `Build on the local ${productName} API or ship integrations with device-management and developer tools.`,
    icon: 'code',
    benefits: [
      'Early access to the local API and beta builds',
      'Engineering contact for integration questions',
      'Listing on our website and in release notes',
      'Joint launch posts on the blog',
    ],
  },
  {
    id: 'education',
    title: 'Education Partners',
    description: `Bring ${productName} to students, researchers and staff at universities, schools and research institutes.`,
    icon: 'beaker',
    benefits: [
      'Free Pro seats for teaching staff',
      'Campus pricing for departments and labs',
      'Deployment guides for managed Mac fleets',
      'Workshops on research workflows',
    ],
  },
];

export const partners: readonly Partner[] = [
  { name: 'Meridian Devices', category: 'Reseller', mark: { symbol: 'compass', type: 'grotesk' } },
  { name: 'Kestrel IT Services', category: 'Reseller', mark: { symbol: 'wing', type: 'caps' } },
  { name: 'Bluefjord Systems', category: 'Reseller', mark: { symbol: 'waves', type: 'light' } },
  { name: 'Marlow & Finch', category: 'Consulting', mark: { symbol: 'rings', type: 'caps' } },
  { name: 'Lattice MDM', category: 'Technology', mark: { symbol: 'lattice', type: 'mono' } },
  { name: 'Tidewater Labs', category: 'Technology', mark: { symbol: 'orbit', type: 'grotesk' } },
  { name: 'Quillstack', category: 'Technology', mark: { symbol: 'stack', type: 'mono' } },
  { name: 'Pinegrove Software', category: 'Technology', mark: { symbol: 'pine', type: 'light' } },
  { name: 'Institute for Applied Ecology', category: 'Education', mark: { symbol: 'leaf', type: 'light' } },
  { name: 'Hanseatic School of Design', category: 'Education', mark: { symbol: 'sail', type: 'caps' } },
  { name: 'Alder Research Collective', category: 'Education', mark: { symbol: 'spark', type: 'grotesk' } },
  { name: 'Quarry Point Advisory', category: 'Consulting', mark: { symbol: 'peak', type: 'caps' } },
];

/** The form's partnership types: the three partner types above, in their order. */
export const partnershipTypeOptions = [
  { id: 'reseller', label: 'Reseller' },
  { id: 'technology', label: 'Technology or integration' },
  { id: 'education', label: 'Education' },
] as const satisfies readonly { id: PartnerType['id']; label: string }[];

export type PartnershipTypeId = (typeof partnershipTypeOptions)[number]['id'];

export const partnersPage = {
  eyebrow: 'Partners',
  heading: `Grow with ${productName}`,
  description:
    'Resellers, technology partners and educators bring a private, fast clipboard manager to the people they work with.',
  typesHeading: 'Ways to Partner',
  logosHeading: 'Our Partners',
  logosDescription: 'A few of the organizations we work with.',
  logosFilterLabel: 'Filter partners by category',
  logosAllLabel: 'All',
  logosCount: (count: number) => (count === 1 ? '1 partner' : `${count} partners`),
  form: {
    heading: 'Apply to Become a Partner',
    description: `Tell us about your organization. We reply within three business days from ${emails.partners}.`,
    firstName: 'First name',
    lastName: 'Last name',
    workEmail: 'Work email',
    workEmailPlaceholder: 'you@company.example',
    company: 'Company',
    partnershipType: 'Partnership type',
    partnershipTypePlaceholder: 'Choose a type',
    message: 'Anything else we should know?',
    messageOptional: 'Optional',
    submit: 'Send Application',
    submitting: 'Sending…',
    success: 'Thanks — your application is in. We will reply within three business days.',
    errors: {
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      workEmail: 'Please enter a valid work email address.',
      company: 'Please enter your company.',
      partnershipType: 'Please choose a partnership type.',
    },
  },
} as const;
