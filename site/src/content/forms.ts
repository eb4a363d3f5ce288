import { emails } from './product';

/** Messages shared by the site's forms. */
export const formsCopy = {
  notConnected: `This form is not connected yet, so nothing was sent. Please write to ${emails.hello} instead.`,
} as const;
