import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SampleMark } from '../Brand/SampleMark';
import { DownloadCheck } from '../DownloadCheck';
import { FeatureScene } from '../FeatureScene';
import { Container, Section } from '../Layout';
import { Heading } from '../Typography';
import { InstallSteps, type InstallStep } from './InstallSteps';

const steps: InstallStep[] = [
  {
    id: 'unzip',
    title: 'Unzip It',
    description: 'Open your Downloads folder and double-click the ZIP. The app appears beside it.',
  },
  {
    id: 'move',
    title: 'Move It to Applications',
    description: 'Drag the app into the Applications folder: from there it can install its own updates.',
  },
  {
    id: 'open',
    title: 'Open It',
    description: 'Double-click it in Applications and choose Open when macOS asks.',
    note: 'If macOS says it can’t verify the app, click Open Anyway in System Settings.',
    path: ['System Settings', 'Privacy & Security', 'Open Anyway'],
  },
  {
    id: 'accessibility',
    title: 'Allow Accessibility',
    description:
      'To paste into the app you’re in, the app needs Accessibility access. Turn it on when asked.',
    path: ['System Settings', 'Privacy & Security', 'Accessibility'],
  },
  {
    id: 'shortcut',
    title: 'Press the Shortcut',
    description: 'Copy something, then press the shortcut in any app.',
    keys: ['⇧', '⌘', 'V'],
  },
];

const meta = {
  title: 'Releases/InstallSteps',
  component: InstallSteps,
  args: { steps, 'aria-labelledby': 'install' },
  render: (args) => (
    <Section>
      <Container size={2}>
        <Heading level={2} id="install" style={{ marginBottom: 32 }}>
          Install the App
        </Heading>
        <InstallSteps {...args} />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof InstallSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Install the App' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[4]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Press the Shortcut',
    );
    // Stacked at every width: each step starts below the one before it.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    for (let i = 1; i < tops.length; i++) await expect(tops[i]!).toBeGreaterThan(tops[i - 1]!);
    // The shortcut is keycaps that read as key names; the menu path reads with "then".
    const keys = items[4]!.querySelectorAll('kbd');
    await expect([...keys].map((key) => key.textContent)).toEqual(['⇧Shift', '⌘Command', 'V']);
    const path = within(items[3]!).getByText('Accessibility', { selector: 'span' }).closest('p');
    await expect(path?.textContent).toBe('System Settings then Privacy & Security then Accessibility');
    // A link to a step finds it.
    await expect(canvasElement.querySelector('#accessibility')?.closest('li')).toBe(items[3]);
  },
};

/** A step can carry more: here the download check, open, as the install page shows it. */
export const WithDownloadCheck: Story = {
  name: 'With the download check',
  args: {
    steps: [
      {
        id: 'check',
        title: 'Check the Download',
        description: 'Optional: make sure the file is the one that was published.',
        children: (
          <DownloadCheck
            collapsible={false}
            sha256="5f1d3c0a9e27b84c6d0f13a5e8b2c4d7f9a1e3b5c7d9f0a2b4c6d8e0f1a3b5c7"
            fileName="Clipnest-3.7.0.zip"
          />
        ),
      },
      ...steps,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy Command' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The accessibility step's picture: System Settings with the app's switch on. */
const accessibilityScene = (
  <FeatureScene
    size="medium"
    mark={<SampleMark size={16} />}
    windows={[
      {
        title: 'Accessibility',
        sidebar: [
          {
            items: [
              { icon: 'laptop', label: 'General' },
              { icon: 'shield', label: 'Privacy & Security', selected: true },
            ],
          },
        ],
        body: {
          kind: 'list',
          groups: [
            {
              label: 'Allow the apps below to control your computer.',
              rows: [
                { glyph: { mark: true }, title: 'Clipnest', toggle: true, selected: true },
                { glyph: { icon: 'code' }, title: 'Terminal', toggle: false },
              ],
            },
          ],
        },
      },
    ]}
  />
);

/**
 * With pictures (decorative): beside each step from `lg` on the page's width, under the step's
 * words on smaller screens.
 */
export const WithPictures: Story = {
  name: 'With pictures',
  args: {
    steps: steps.map((step) => (step.id === 'accessibility' ? { ...step, media: accessibilityScene } : step)),
  },
  render: (args) => (
    <Section>
      <Container>
        <Heading level={2} id="install" style={{ marginBottom: 32 }}>
          Install the App
        </Heading>
        <InstallSteps {...args} />
      </Container>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const step = canvasElement.querySelector('#accessibility')!.closest('li')!;
    const title = within(step).getByRole('heading', { level: 3 }).getBoundingClientRect();
    const picture = step.querySelector('[data-size="medium"]')!;
    await expect(picture.closest('[aria-hidden="true"]')).not.toBeNull();
    const box = picture.getBoundingClientRect();
    if (canvasElement.ownerDocument.defaultView!.innerWidth >= 1024) {
      await expect(box.left).toBeGreaterThan(title.right);
      await expect(Math.abs(box.top - title.top)).toBeLessThan(24);
    } else {
      await expect(box.top).toBeGreaterThan(title.bottom);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerWidth,
    );
  },
};

export const WithPicturesOnPhone: Story = {
  ...WithPictures,
  name: 'With pictures, on a phone',
  globals: { viewport: { value: 'phone' } },
};
