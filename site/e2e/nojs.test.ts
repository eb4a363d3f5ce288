// With JavaScript disabled every page reads completely, styled, and its header links work.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plans, usd } from '../src/content/pricing';
import { h1Texts, openPage, sitePaths, startStack, viewports, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

it('every page shows its h1 and all of its content, styled, without JavaScript', async () => {
  const { page, close } = await openPage(stack.browser, {
    javaScriptEnabled: false,
    viewport: viewports.desktop,
  });
  const problems: string[] = [];
  try {
    for (const path of [...(await sitePaths()), '/nope']) {
      const res = await page.goto(stack.siteUrl + path);
      const expected = h1Texts(await res!.text())[0]!;
      const h1 = page.getByRole('heading', { level: 1 });
      if (!(await h1.isVisible())) {
        problems.push(`${path}: h1 not visible`);
        continue;
      }
      const text = (await h1.innerText()).replace(/\s+/g, ' ').trim();
      if (text !== expected) problems.push(`${path}: h1 reads "${text}", the HTML has "${expected}"`);
      const report = await page.evaluate(() => {
        const out: string[] = [];
        // A page at rest animates nothing forever (a placeholder stays without script): an endless
        // animation the compositor does not take redraws on the main thread every frame. Only the
        // verification page spins: its first state is work that its script carries out.
        const working = document.querySelector('[data-status="verifying"]');
        for (const animation of document.getAnimations())
          if (animation.effect?.getTiming().iterations === Infinity && !working)
            out.push(`endless animation ${(animation as CSSAnimation).animationName ?? ''} runs at rest`);
        const fontOf = (el: Element) => getComputedStyle(el).fontFamily;
        const h1 = document.querySelector('main h1')!;
        if (/^("?Times|serif$)/i.test(fontOf(h1)))
          out.push(`h1 in the browser's default font (${fontOf(h1)})`);
        const header = document.querySelector('header');
        if (!header || getComputedStyle(header).position !== 'sticky')
          out.push('header not styled (not sticky)');
        // Text that has a box must not be invisible: content revealed by script (fade-ins,
        // lazy sections) has to show without it.
        for (const el of document.querySelectorAll('main h1, main h2, main h3, main p, main li')) {
          if (el.getClientRects().length === 0) continue; // collapsed on purpose (e.g. FAQ answers)
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
          if (!(el.textContent ?? '').trim()) continue;
          let opacity = 1;
          let entrance = '';
          for (let node: Element | null = el; node; node = node.parentElement) {
            const nodeStyle = getComputedStyle(node);
            opacity *= Number(nodeStyle.opacity);
            // An entrance animation on text as loaded: it may show half-faded when read (and the
            // opacity above would pass or fail by timing alone).
            if (nodeStyle.animationName !== 'none' && nodeStyle.animationIterationCount !== 'infinite')
              entrance ||= nodeStyle.animationName;
          }
          const quote = `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
          if (opacity < 0.5) out.push(`${quote} has opacity ${opacity}`);
          if (entrance) out.push(`${quote} is animated in on load (${entrance})`);
          if (out.length > 5) break;
        }
        return out;
      });
      problems.push(...report.map((line) => `${path}: ${line}`));
    }
  } finally {
    await close();
  }
  expect(problems).toEqual([]);
});

it('header links load their pages without JavaScript', async () => {
  const { page, close } = await openPage(stack.browser, {
    javaScriptEnabled: false,
    viewport: viewports.desktop,
  });
  try {
    await page.goto(stack.siteUrl + '/');
    for (const [label, path] of [
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Features', '/features'],
    ] as const) {
      await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(stack.siteUrl + path);
      const expected = h1Texts(await (await fetch(stack.siteUrl + path)).text())[0]!;
      expect(
        (await page.getByRole('heading', { level: 1 }).innerText({ timeout: 5_000 }))
          .replace(/\s+/g, ' ')
          .trim(),
      ).toBe(expected);
    }
    // The legal pages' header: Home and Features.
    await page.goto(stack.siteUrl + '/privacy');
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(stack.siteUrl + '/');
  } finally {
    await close();
  }
});

it("the pricing page's billing switch changes the plans' and the comparison's prices without JavaScript", async () => {
  const { page, close } = await openPage(stack.browser, {
    javaScriptEnabled: false,
    viewport: viewports.phone,
  });
  try {
    await page.goto(stack.siteUrl + '/pricing');
    const period = page.getByRole('radiogroup', { name: /billing/i });
    const card = (name: string) => page.getByRole('article', { name, exact: true });
    const cardText = async (name: string) => (await card(name).innerText()).replace(/\s+/g, '');
    const comparisonText = async () => (await page.getByRole('main').innerText()).replace(/\s+/g, '');
    const paid = plans.filter((plan) => plan.prices.monthlyCents > 0);
    for (const plan of paid) {
      expect(await cardText(plan.name)).toContain(`${usd(plan.prices.yearlyCents)}/year`);
      expect(await cardText(plan.name)).not.toContain(usd(plan.prices.monthlyCents));
    }
    await period.getByText(/^Monthly/).click();
    expect(await period.getByRole('radio', { name: /^Monthly/ }).isChecked()).toBe(true);
    for (const plan of paid) {
      const text = await cardText(plan.name);
      expect(text, plan.name).toContain(`${usd(plan.prices.monthlyCents)}/month`);
      expect(text, plan.name).not.toContain(usd(plan.prices.yearlyCents));
      expect(text, plan.name).not.toMatch(/Save\$/);
    }
    // The comparison's column heads follow too (they are in the page before their island hydrates).
    const main = await comparisonText();
    for (const plan of paid) expect(main).not.toContain(`${usd(plan.prices.yearlyCents)}/year`);
    await period.getByText(/^Annual/).click();
    for (const plan of paid)
      expect(await cardText(plan.name)).toContain(`${usd(plan.prices.yearlyCents)}/year`);
  } finally {
    await close();
  }
});
