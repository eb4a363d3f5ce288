import { emails } from './emails';
import { productName } from './productName';
import type { RichText } from './types';

/**
 * The beta notice. The specified button text is 'Start Using the product'; the
 * product's name replaces 'the product' (DESIGN.md: the name is one constant in copy), so the
 * button reads 'Start Using Clipnest'. The title-case words are kept as the spec has them.
 */
export const betaNotice = {
  title: `${productName} Is in Public Beta`,
  body: [
    `Thanks for trying ${productName} early. Everything you copy stays on your Mac, and updates never reset your history.`,
    `Beta builds update themselves about every two weeks. If something looks wrong, tell us at ${emails.support} — we read every message.`,
  ],
  startLabel: (name: string) => `Start Using ${name}`,
  closeLabel: 'Close',
} as const satisfies {
  title: string;
  body: readonly RichText[];
  startLabel: (name: string) => string;
  closeLabel: string;
};
