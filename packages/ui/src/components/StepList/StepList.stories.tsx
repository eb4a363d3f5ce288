import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { Heading } from '../Typography';
import { StepList, type Step } from './StepList';

const steps: Step[] = [
  {
    title: 'Install',
    description: 'Download the app, drag it to Applications and open it. It lives quietly in your menu bar.',
    icon: 'download',
  },
  {
    title: 'Copy',
    description: 'Keep working as usual. Every text, image and file you copy is picked up automatically.',
    icon: 'copy',
  },
  {
    title: 'Store',
    description: 'Your history is saved locally on your Mac, encrypted, and never leaves the device.',
    icon: 'lock',
  },
  {
    title: 'Access',
    description: 'Press the shortcut, type a few letters and paste anything you copied — even weeks ago.',
    icon: 'search',
  },
];

const meta = {
  title: 'Landing/StepList',
  component: StepList,
  args: { items: steps, 'aria-labelledby': 'how-it-works' },
  render: (args) => (
    <Section>
      <Container>
        <Heading level={2} id="how-it-works" align="center" style={{ marginBottom: 40 }}>
          How it works
        </Heading>
        <StepList {...args} />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

async function checkOrderedList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list', { name: 'How it works' });
  await expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(4);
  await expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Install',
    'Copy',
    'Store',
    'Access',
  ]);
  await expect(items[0]).toHaveTextContent(/^1/);
  return items;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = await checkOrderedList(canvasElement);
    // One row of four on a desktop, centred, joined by a line.
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(getComputedStyle(items[0]!).textAlign).toBe('center');
    await expect(getComputedStyle(items[0]!, '::after').display).toBe('block');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const items = await checkOrderedList(canvasElement);
    // Stacked: each step below the one before.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    for (let i = 1; i < tops.length; i++) await expect(tops[i]).toBeGreaterThan(tops[i - 1]!);
  },
};

export const WithoutIcons: Story = {
  args: { items: steps.map(({ icon: _icon, ...step }) => step) },
  play: async ({ canvasElement }) => {
    await checkOrderedList(canvasElement);
    await expect(canvasElement.querySelector('ol svg')).toBeNull();
  },
};

const hiringSteps: Step[] = [
  { title: 'Apply', description: 'Send your CV and a few lines about why this role.', detail: '5 minutes' },
  {
    title: 'Intro call',
    description: 'A conversation with the hiring manager about you and the role.',
    detail: '30 minutes',
  },
  {
    title: 'Work sample',
    description: 'A small paid task close to the real work, in your own time.',
    detail: 'About 3 hours',
  },
  {
    title: 'Meet the team',
    description: 'Talk to the people you would work with, then we decide together.',
    detail: '2 hours',
  },
];

/** The hiring process (careers and job pages): each step says how long it takes. */
export const WithDetails: Story = {
  name: 'With details (hiring process)',
  args: { items: hiringSteps, 'aria-labelledby': undefined, 'aria-label': 'How we hire' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'How we hire' });
    await expect(list.tagName).toBe('OL');
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Apply', 'Intro call', 'Work sample', 'Meet the team']);
    await expect(within(list).getByText('About 3 hours')).toBeVisible();
  },
};

export const WithDetailsPhone: Story = {
  name: 'With details on a phone',
  globals: { viewport: { value: 'phone' } },
  args: WithDetails.args,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(within(canvasElement).getByText('5 minutes')).toBeVisible();
  },
};

const milestones: Step[] = [
  ['Company Founded', 'Registered in Berlin.', 'Q4 2022'],
  ['First Build', 'Text and image history with an encrypted local database.', 'Q2 2023'],
  ['Private Beta', '800 testers and an update every two weeks.', 'Q4 2023'],
  ['Public Beta', 'Open to everyone on macOS 13 or later.', 'Q3 2024'],
  ['Sync and Teams', 'Optional end-to-end-encrypted sync, and team administration.', 'Q1 2025'],
  ['Ready for IT Departments', 'Managed settings and single sign-on for Enterprise.', 'Q4 2025'],
  ['Local API', 'Scripts can read and add clips, without a network port.', 'Q2 2026'],
  ['Smart Paste', 'Paste suggestions learned on the Mac, then search inside PDFs.', 'Q4 2026'],
].map(([title, description, detail]) => ({ title, description, detail }));

/** The disc, title and text of a step, for comparing one list's look with another's. */
function stepLook(item: HTMLElement) {
  const disc = item.firstElementChild as HTMLElement;
  const title = within(item).getByRole('heading');
  const text = item.querySelector('p')!;
  return {
    disc: Math.round(disc.getBoundingClientRect().width),
    title: getComputedStyle(title).fontSize,
    text: getComputedStyle(text).fontSize,
  };
}

/**
 * More than four steps (the About milestones): four to a row on a desktop, in the same look as one
 * row (disc above a centred title, a line to the next disc that stops at each row's end).
 */
export const EightSteps: Story = {
  args: { items: milestones, wrap: true },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops.slice(0, 4)).size).toBe(1);
    await expect(tops[4]).toBeGreaterThan(tops[0]!);
    await expect(new Set(tops.slice(4)).size).toBe(1);
    await expect(getComputedStyle(items[0]!).textAlign).toBe('center');
    await expect(getComputedStyle(items[0]!, '::after').display).toBe('block');
    await expect(getComputedStyle(items[3]!, '::after').display).toBe('none');
    await expect(stepLook(items[0]!)).toEqual({ disc: 40, title: '20px', text: '16px' });
  },
};

/**
 * The vertical orientation (the install guide): stacked at every width, the disc beside the text
 * and a line down the side, with the horizontal list's disc, title and text.
 */
export const Vertical: Story = {
  args: {
    items: hiringSteps,
    orientation: 'vertical',
    'aria-labelledby': undefined,
    'aria-label': 'How we hire',
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'How we hire' });
    const items = within(list).getAllByRole('listitem');
    const boxes = items.map((item) => item.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i++)
      await expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.bottom - 1);
    await expect(getComputedStyle(items[0]!).textAlign).toBe('start');
    // The line runs down the side, from each disc to the next.
    const line = getComputedStyle(items[0]!, '::after');
    await expect(line.display).toBe('block');
    await expect(line.width).toBe('2px');
    await expect(getComputedStyle(items[3]!, '::after').content).toBe('none');
    await expect(stepLook(items[0]!)).toEqual({ disc: 40, title: '20px', text: '16px' });
  },
};
