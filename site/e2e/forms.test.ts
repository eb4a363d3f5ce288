// The site's forms on the built site against the local backend, as a visitor fills them in: each
// one stores a row the service role can read, a server-side refusal shows at its field, a flood
// shows the rate-limited state. And the blog's search, category filter and Load more, and the
// press page's category filter.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogPage, blogPosts } from '../src/content/blog';
import { careersPage, jobs } from '../src/content/careers';
import { contactPage } from '../src/content/contact';
import { formsCopy } from '../src/content/forms';
import { footerContent } from '../src/content/footer';
import { partnersPage } from '../src/content/partners';
import { pressPage, pressReleases } from '../src/content/press';
import { statusPage } from '../src/content/status';
import { openPage, reachIsland, returningVisitor, startStack, waitForHydration, type Stack } from './harness';

let stack: Stack;
let visitor: NonNullable<BrowserContextOptions['storageState']>;

beforeAll(async () => {
  stack = await startStack();
  visitor = await returningVisitor(stack.browser, stack.siteUrl);
});
afterAll(() => stack?.stop());
beforeEach(async () => {
  // Every test submits from the same address (127.0.0.1): start each with a clean count.
  await stack.backend.query('delete from private.form_submissions');
  await stack.backend.query(
    `update private.form_rate_limits set max_count = case scope when 'per_address' then 5 else 20 end`,
  );
});

let counter = 0;
const newAddress = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

async function visit(path: string) {
  const opened = await openPage(stack.browser, { storageState: visitor });
  await opened.page.goto(stack.siteUrl + path);
  await waitForHydration(opened.page);
  return opened;
}

/** The rows of `table` with `email`, read over HTTP with the service-role key, as the README shows. */
async function storedRows(table: string, email: string): Promise<Record<string, unknown>[]> {
  const key = stack.backend.serviceRoleKey;
  const res = await fetch(
    `${stack.backend.apiUrl}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: key, Authorization: `Bearer ${key}` } },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

/**
 * Resolves once `check` holds; fails after 20 s (a choice made before hydration is applied once the
 * island has hydrated: on a slow machine running other browser suites beside this one, more than
 * 10 s after the press once).
 */
async function until(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await check(), 'the page did not reach the expected state within 20 s').toBe(true);
}

async function subscribeIn(page: Page, formName: string, email: string): Promise<void> {
  const form = page.getByRole('form', { name: formName });
  // Subscribe boxes are islands that hydrate when the visitor scrolls to them.
  await form.scrollIntoViewIfNeeded();
  await page.locator('[data-island][data-hydrated]', { has: form }).waitFor({ state: 'attached' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

describe('subscribe forms', () => {
  it('the footer newsletter stores the address on the newsletter list', async () => {
    const { page, problems, close } = await visit('/pricing');
    const email = newAddress('footer');
    await subscribeIn(page, footerContent.newsletter.heading, email);
    await page.getByText('You’re subscribed.').waitFor();
    expect(await storedRows('subscriptions', email)).toMatchObject([
      { email, list: 'newsletter', consent_version: formsCopy.consentVersion },
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the status page’s box stores the address on the status list', async () => {
    const { page, close } = await visit('/status');
    const email = newAddress('Status').toUpperCase();
    await subscribeIn(page, statusPage.subscribe.heading, email);
    await page
      .getByRole('form', { name: statusPage.subscribe.heading })
      .getByText('You’re subscribed.')
      .waitFor();
    expect(await storedRows('subscriptions', email.toLowerCase())).toMatchObject([{ list: 'status' }]);
    // The page's own box is its only sign-up form: the footer leaves its newsletter out here.
    await reachIsland(page, 'CookieSettingsButton');
    expect(await page.getByRole('form').filter({ hasText: 'Subscribe' }).count()).toBe(1);
    expect(await page.getByRole('form', { name: footerContent.newsletter.heading }).count()).toBe(0);
    await close();
  });

  it('a flood from one address shows the rate-limited message and stores nothing', async () => {
    await stack.backend.query(
      `update private.form_rate_limits set max_count = 1 where scope = 'per_address'`,
    );
    const email = newAddress('flood');
    const first = await visit('/press');
    await subscribeIn(first.page, pressPage.subscribe.heading, email);
    await first.page.getByText('You’re subscribed.').waitFor();
    await first.close();

    // The same address again, past the per-address limit.
    const { page, close } = await visit('/press');
    await subscribeIn(page, pressPage.subscribe.heading, email);
    const alert = page.getByRole('form', { name: pressPage.subscribe.heading }).getByRole('alert');
    await alert.getByText(formsCopy.rateLimited).waitFor();
    expect(await page.getByText('You’re subscribed.').count()).toBe(0);
    // Still one row: the refused submission stored nothing (a duplicate adds no row either).
    expect(await storedRows('subscriptions', email)).toHaveLength(1);
    const [{ n } = { n: -1 }] = await stack.backend.query<{ n: number }>(
      `select count(*)::int as n from private.form_submissions where email = $1`,
      [email],
    );
    expect(n).toBe(1);
    await close();
  });
});

describe('the partner application', () => {
  it('is stored with every field', async () => {
    const { page, problems, close } = await visit('/partners');
    const { form } = partnersPage;
    const email = newAddress('partner');
    await page.getByRole('textbox', { name: form.firstName, exact: true }).fill('Ada');
    await page.getByRole('textbox', { name: form.lastName, exact: true }).fill('Lovelace');
    await page.getByRole('textbox', { name: form.workEmail, exact: true }).fill(email);
    await page.getByRole('textbox', { name: form.company, exact: true }).fill('Analytical Engines');
    await page.getByRole('combobox', { name: form.partnershipType }).selectOption({ label: 'Education' });
    await page.getByRole('textbox', { name: new RegExp(form.message) }).fill('Seats for a school.');
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByText(form.success).waitFor();
    expect(await storedRows('partner_applications', email)).toMatchObject([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        company: 'Analytical Engines',
        partnership_type: 'education',
        message: 'Seats for a school.',
      },
    ]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the contact form', () => {
  async function fillContactForm(page: Page, email: string): Promise<void> {
    const { form } = contactPage;
    await page.getByRole('textbox', { name: form.name, exact: true }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: form.email, exact: true }).fill(email);
    await page.getByRole('combobox', { name: form.topic }).selectOption({ label: 'Help with the app' });
    await page
      .getByRole('textbox', { name: form.message, exact: true })
      .fill('The app does not start after the update.');
    // By keyboard: the box is a styled label around a visually hidden input.
    await page.getByRole('checkbox', { name: /I agree/ }).press('Space');
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
  }

  it('stores the message, typed before the form had hydrated', async () => {
    const { page, problems, close } = await visit('/contact');
    const email = newAddress('contact');
    // The form hydrates when the visitor reaches into it: the name goes into the plain HTML field.
    expect(await page.locator('[data-island="ContactForm"][data-hydrated]').count()).toBe(0);
    await fillContactForm(page, email);
    await page.getByRole('button', { name: contactPage.form.submit }).click();
    await page.getByText(contactPage.form.success).waitFor();
    expect(await storedRows('contact_messages', email)).toMatchObject([
      { name: 'Grace Hopper', topic: 'support', message: 'The app does not start after the update.' },
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a field the server refuses at that field, and stores nothing', async () => {
    const { page, close } = await visit('/contact');
    // A page older than the server's list of topics: the request carries a topic it no longer has.
    await page.route('**/rest/v1/rpc/submit_contact_message', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, topic: 'jobs' }) });
    });
    const email = newAddress('refused');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: contactPage.form.submit }).click();
    const topic = page.getByRole('combobox', { name: contactPage.form.topic });
    await page.getByText(formsCopy.fieldErrors.topic.invalid_value).waitFor();
    // The message is the topic field's description of its error.
    const describedBy = (await topic.getAttribute('aria-describedby')) ?? '';
    const described = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(described).toContain(formsCopy.fieldErrors.topic.invalid_value);
    expect(await page.getByText(contactPage.form.success).count()).toBe(0);
    expect(await storedRows('contact_messages', email)).toEqual([]);
    await close();
  });
});

describe('the blog index', () => {
  const latest = (page: Page) =>
    page.getByRole('region', { name: blogPage.latestHeading }).getByRole('article');

  it('shows a page of posts, and Load more adds the next page', async () => {
    const { page, close } = await visit('/blog');
    const listed = blogPosts.length - 1; // the featured post is shown above the list
    expect(await latest(page).count()).toBe(Math.min(blogPage.pageSize, listed));
    await page.getByRole('button', { name: blogPage.loadMore }).click();
    await latest(page)
      .nth(Math.min(2 * blogPage.pageSize, listed) - 1)
      .waitFor();
    expect(await latest(page).count()).toBe(Math.min(2 * blogPage.pageSize, listed));
    await close();
  });

  it('filters by search text and by category', async () => {
    const { page, close } = await visit('/blog');
    // The index hydrates when the visitor reaches into it: what is typed before then still counts.
    expect(await page.locator('[data-island="BlogIndex"][data-hydrated]').count()).toBe(0);
    const target = blogPosts.find((post) => !post.featured)!;
    const word = target.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    await page.getByRole('searchbox', { name: blogPage.searchLabel }).fill(word);
    await page
      .getByRole('link', { name: new RegExp(target.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .waitFor();
    const found = await latest(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(blogPosts.length - 1);
    await page.getByRole('searchbox', { name: blogPage.searchLabel }).fill('zzqxv');
    await page.getByText(blogPage.noResultsHint).waitFor();
    expect(await latest(page).count()).toBe(0);

    await page.getByRole('button', { name: blogPage.clearSearchLabel, exact: true }).click();
    const category = 'Security';
    await page.getByRole('combobox', { name: blogPage.categoryLabel }).selectOption({ label: category });
    const inCategory = blogPosts.filter((post) => post.categories.includes(category)).length;
    await page.getByRole('status').getByText(blogPage.resultCount(inCategory)).waitFor();
    expect(await latest(page).count()).toBe(Math.min(inCategory, blogPage.pageSize));
    await close();
  });
});

describe('the open positions', () => {
  it('filter by team, chosen before the list has hydrated, and All shows them all again', async () => {
    const { page, close } = await visit('/careers');
    expect(await page.locator('[data-island="OpenPositions"][data-hydrated]').count()).toBe(0);
    // One heading per position (each lists its tags too).
    const positions = page
      .getByRole('region', { name: careersPage.positionsHeading })
      .getByRole('heading', { level: 3 });
    expect(await positions.count()).toBe(jobs.length);
    const team = 'Design';
    await page.getByRole('radio', { name: team, exact: true }).click();
    const inTeam = jobs.filter((job) => job.department === team);
    expect(inTeam.length).toBeGreaterThan(0);
    await until(async () => (await positions.count()) === inTeam.length);
    for (const job of inTeam) await page.getByRole('link', { name: job.title }).waitFor();
    await page.getByRole('radio', { name: 'All', exact: true }).click();
    await until(async () => (await positions.count()) === jobs.length);
    await close();
  });
});

describe('the press releases', () => {
  it('filter by category, and All shows them all again', async () => {
    const { page, close } = await visit('/press');
    // The list hydrates when the visitor reaches into it: the chip chosen before then still counts.
    expect(await page.locator('[data-island="PressReleases"][data-hydrated]').count()).toBe(0);
    const releases = page.getByRole('region', { name: pressPage.releasesHeading }).getByRole('listitem');
    expect(await releases.count()).toBe(pressReleases.length);
    const category = 'Product';
    await page.getByRole('radio', { name: category, exact: true }).click();
    const inCategory = pressReleases.filter((release) => release.category === category);
    await until(async () => (await releases.count()) === inCategory.length);
    for (const release of inCategory) await page.getByRole('link', { name: release.title }).waitFor();
    await page.getByRole('radio', { name: pressPage.allCategories, exact: true }).click();
    await until(async () => (await releases.count()) === pressReleases.length);
    await close();
  });
});
