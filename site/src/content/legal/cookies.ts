import { p, table, ul } from '../blocks';
import { company, productName } from '../product';
import { cookieCategoryPolicies } from './cookieCategories';
import type { LegalDocument } from './types';

export { cookieCategoryPolicies, type CookieCategoryPolicy } from './cookieCategories';

export const cookiePolicy: LegalDocument = {
  id: 'cookies',
  path: '/cookies',
  title: 'Cookie Policy',
  description: `Which cookies and browser storage the ${productName} website uses, why, for how long, and how to change your choice.`,
  lastUpdated: '2025-04-19',
  intro: [
    p(
      `This policy explains how ${company.legalName} uses cookies and similar technologies on this website. The ${productName} app for macOS sets no cookies and sends no tracking data; this page is about the website only.`,
    ),
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What Cookies Are',
      blocks: [
        p(
          'Cookies are small text files a website stores in your browser. Similar technologies, such as the browser’s local storage, work the same way for our purposes, and this policy covers them too. Cookies we set ourselves are first-party cookies; we do not allow advertising networks to set cookies on this site.',
        ),
      ],
    },
    {
      id: 'categories',
      title: 'The Categories We Use',
      blocks: [
        table(
          'Cookie categories, their purpose and lifespan',
          ['Category', 'Purpose', 'Examples', 'Lifespan'],
          cookieCategoryPolicies.map((c) => [
            c.alwaysOn ? `${c.label} (always on)` : c.label,
            c.purpose,
            c.examples,
            c.lifespan,
          ]),
        ),
        p(
          'Essential cookies are needed for the site to work and are always on; the legal basis is § 25(2) TDDDG and our legitimate interest in running the site (Art. 6(1)(f) GDPR). All other categories are set only after you agree (§ 25(1) TDDDG, Art. 6(1)(a) GDPR).',
        ),
      ],
    },
    {
      id: 'local-storage',
      title: 'What We Keep in Local Storage',
      blocks: [
        p('Besides cookies, the site stores a few values in your browser’s local storage:'),
        ul(
          'Whether you are signed in, the email address you signed in with, and whether it is verified — so the download button knows what to do. Removed when you sign out.',
          'The sign-in session issued by our authentication service, renewed automatically while you are signed in. Removed when you sign out.',
          'Whether you have seen the beta notice, so it is shown only once.',
          'Your cookie choice (all, essential only or custom), your preferences per category, and when you made the choice.',
        ),
      ],
    },
    {
      id: 'your-choice',
      title: 'Changing Your Choice',
      blocks: [
        p(
          'When you first visit, a banner lets you accept all cookies, allow essential cookies only, or choose per category. You can change your choice at any time with the cookie settings link in the footer. Withdrawing consent does not affect processing that happened before.',
        ),
        p(
          'You can also block or delete cookies in your browser’s settings. If you block essential cookies, signing in and downloading may not work.',
        ),
      ],
    },
    {
      id: 'retention',
      title: 'How Long Data from Cookies Is Kept',
      blocks: [
        p([
          'Cookies expire after the lifespans above. Analytics data collected with your consent is kept for up to 24 months and then deleted or anonymized, as described in our ',
          { text: 'privacy policy', href: '/privacy' },
          '.',
        ]),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        p(
          'If we add a cookie in a new category or change what a category is used for, we update this page and ask for your consent again.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      blocks: [
        p([
          'If you have questions about cookies, ',
          { text: 'contact us', href: '/contact' },
          '. How we process personal data in general is explained in the ',
          { text: 'privacy policy', href: '/privacy' },
          ', and the rules for using our services are in the ',
          { text: 'terms of service', href: '/terms' },
          '.',
        ]),
      ],
    },
  ],
  related: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Contact', href: '/contact' },
  ],
};
