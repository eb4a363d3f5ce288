import { emails } from './product';

/** The lists a subscribe box can put an address on (supabase/migrations/…_forms.sql). */
export type SubscriptionList = 'newsletter' | 'status' | 'roadmap' | 'press';

/** The field names the server names in a refusal, as the site's forms name them. */
type ServerField =
  'email' | 'firstName' | 'lastName' | 'company' | 'partnershipType' | 'message' | 'name' | 'topic' | 'list';
/** What the server found wrong with a field. */
export type ServerProblem = 'required' | 'email' | 'too_long' | 'invalid_value';

/** Messages shared by the site's forms. */
export const formsCopy = {
  /**
   * Stored with each subscription: which wording of the subscribe boxes the visitor agreed to.
   * Change it whenever that wording changes.
   */
  consentVersion: '2026-11-subscribe-v1',
  failed: `Your message could not be sent — please check your connection and try again, or write to ${emails.hello}.`,
  rateLimited: 'Too many submissions from here in a short time. Please wait a few minutes and try again.',
  /** A refusal the site has no specific message for. */
  fieldInvalid: 'Please check this field.',
  /** What the server said is wrong with a field, by field and problem. */
  fieldErrors: {
    email: {
      required: 'Please enter your email address.',
      email: 'Please enter a valid email address.',
      too_long: 'Please use an email address of at most 254 characters.',
    },
    firstName: {
      required: 'Please enter your first name.',
      too_long: 'Please keep names under 100 characters.',
    },
    lastName: {
      required: 'Please enter your last name.',
      too_long: 'Please keep names under 100 characters.',
    },
    company: {
      required: 'Please enter your company.',
      too_long: 'Please keep the company name under 100 characters.',
    },
    partnershipType: {
      required: 'Please choose a partnership type.',
      invalid_value: 'Please choose one of the partnership types in the list.',
    },
    name: {
      required: 'Please enter your name.',
      too_long: 'Please keep your name under 100 characters.',
    },
    topic: {
      required: 'Please choose a topic.',
      invalid_value: 'Please choose one of the topics in the list.',
    },
    message: {
      required: 'Please write a message.',
      too_long: 'Please shorten your message to 2,000 characters.',
    },
    list: {
      invalid_value: 'This list cannot be subscribed to. Please reload the page and try again.',
    },
  } satisfies Record<ServerField, Partial<Record<ServerProblem, string>>>,
} as const;
