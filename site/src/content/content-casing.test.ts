// The casing rule (DESIGN.md) for the dialog titles and buttons that are not in the prerendered
// HTML (the e2e casing test reads that): auth dialogs, check-email, beta notice, cookie banner and
// its settings, download progress, the error page and the header's menu. Each is found by its key,
// so a new lower-case title or button in these objects fails here.
import { describe, expect, it } from 'vitest';
import { authCopy } from './auth';
import { titleCaseProblems } from './casing';
import { cookieBanner } from './cookies';
import { downloadCopy } from './download';
import { notFound, serverError } from './errors';
import { footerColumns, footerContent, legalLinks } from './footer';
import { betaNotice } from './landing';
import { headerLabels } from './navigation';
import { productName } from './product';

/** Keys whose strings are titles or button labels; every other string is a sentence or a label. */
const titleKey =
  /title|Title|submit|Submit|action|Action|^(verify|verifiedContinue|verifiedSignIn|resend|changeAddress|close|closeLabel|startLabel|toSignup|toLogin|showPassword|generatePassword|signIn|signUp|noLinkSignUp|sendNewCode|manualDownload|backHome|backToLogin|copy|copied|share|signOut|cancel|dismiss|acceptAll|essentialOnly|customize|save|idle|idleShort|openMenu|closeMenu|download|menuDownload|cookieSettings|heading|homeLabel|retryLabel)$/;

/** Every title and button label in `value`, with the path of keys that leads to it. */
function titlesIn(value: unknown, path: string[] = [], underTitleKey = false): [string, string][] {
  const key = path.at(-1) ?? '';
  const isTitle = underTitleKey || titleKey.test(key);
  if (typeof value === 'string') return isTitle ? [[path.join('.'), value]] : [];
  // A title that names something (a file, the product) is written for a sample of it.
  if (typeof value === 'function') {
    const text: unknown = (value as (arg: string) => unknown)(productName);
    return isTitle && typeof text === 'string' ? [[path.join('.'), text]] : [];
  }
  if (value && typeof value === 'object') {
    // The strings of a title or submit object (one per mode of a dialog) are titles too.
    const titled = /^(title|submit)$/.test(key);
    return Object.entries(value).flatMap(([k, v]) => titlesIn(v, [...path, k], titled));
  }
  return [];
}

const objects = {
  authCopy,
  cookieBanner,
  downloadCopy,
  betaNotice,
  headerLabels,
  footerContent,
  serverError,
  notFound,
};

describe('dialog titles and buttons outside the prerendered pages', () => {
  const titles = Object.entries(objects).flatMap(([name, value]) => titlesIn(value, [name]));

  it('finds the titles and buttons it checks', () => {
    const paths = titles.map(([path]) => path);
    for (const path of [
      'authCopy.modal.title.signup',
      'authCopy.modal.submit.login',
      'authCopy.checkEmail.title',
      'authCopy.checkEmail.resend',
      'authCopy.recovery.requestTitle',
      'authCopy.progress.cancel',
      'cookieBanner.dialogTitle',
      'cookieBanner.labels.acceptAll',
      'betaNotice.startLabel',
      'downloadCopy.idle',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(titles)('%s is in Title Case', (_path, text) => {
    expect(titleCaseProblems(text)).toEqual([]);
  });

  it('leaves messages in sentence case (they are not checked as titles)', () => {
    const paths = titles.map(([path]) => path);
    expect(paths).not.toContain('authCopy.toasts.welcomeBack');
    expect(paths).not.toContain('authCopy.modal.passwordHint');
    expect(paths).not.toContain('cookieBanner.message');
  });
});

// The footer's links name pages, and a page's name is its title: Title Case, as DESIGN.md's rule
// for page titles says, so the footer reads as one list.
describe('footer links', () => {
  const labels = [...footerColumns.flatMap((column) => column.links), ...legalLinks].map(
    (link) => link.label,
  );
  it.each(labels)('%s is in Title Case', (label) => {
    expect(titleCaseProblems(label)).toEqual([]);
  });
});
