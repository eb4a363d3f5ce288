import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SampleMark } from '../Brand/SampleMark';
import { FeatureScene } from './FeatureScene';
import { sampleScenes } from './storySamples';

const meta = {
  title: 'Content pages/FeatureScene',
  component: FeatureScene,
  args: sampleScenes['smart-search'],
  // As wide as the picture column of a feature page's first screen at 1280 px.
  render: (args) => (
    <div
      style={{
        maxWidth: args.size === 'small' ? 360 : args.size === 'medium' ? 576 : 640,
        margin: '0 auto',
        padding: '32px 16px',
      }}
    >
      <FeatureScene {...args} />
    </div>
  ),
} satisfies Meta<typeof FeatureScene>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusable = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

/**
 * One image for screen readers, named by its label, with nothing focusable inside; its height is
 * fixed by its width (16:11), so it reserves its space before anything loads.
 */
const isOneImage = (name: RegExp): NonNullable<Story['play']> =>
  async function play({ canvasElement }) {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name });
    await expect(image.querySelectorAll(focusable)).toHaveLength(0);
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 11) / 16)).toBeLessThan(1);
  };

export const SmartSearch: Story = {
  name: 'Search with highlighted matches',
  args: sampleScenes['smart-search'],
  play: async (context) => {
    await isOneImage(/searching for “invce mar”/)(context);
    const marks = context.canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toContain('inv');
  },
};

export const SmartOrganization: Story = {
  name: 'Timeline by hour',
  args: sampleScenes['smart-organization'],
  play: isOneImage(/timeline/),
};

export const CustomRules: Story = {
  name: 'Rules',
  args: sampleScenes['custom-rules'],
  play: isOneImage(/ignore 1Password/),
};

export const Templates: Story = {
  name: 'Template with placeholders',
  args: sampleScenes.templates,
  play: isOneImage(/placeholders/),
};

export const Sync: Story = {
  name: 'Two Macs syncing',
  args: sampleScenes['copy-clip-cloud'],
  play: async (context) => {
    await isOneImage(/Two Macs/)(context);
    // Both windows are drawn side by side.
    const titles = [...context.canvasElement.querySelectorAll('[aria-hidden] span')]
      .map((span) => span.textContent)
      .filter((text) => text === 'MacBook Pro' || text === 'iMac');
    await expect(titles).toEqual(['MacBook Pro', 'iMac']);
  },
};

export const CodeSnippets: Story = {
  name: 'Code with syntax colour',
  args: sampleScenes['code-snippets'],
  play: isOneImage(/TypeScript clip/),
};

export const LocalStorage: Story = {
  name: 'Local storage in Finder',
  args: sampleScenes['local-storage'],
  play: async (context) => {
    await isOneImage(/Finder window/)(context);
    // The banner sits above the path bar: the folder's path stays readable.
    const banner = context.canvasElement.querySelector('[data-above-path]')!.getBoundingClientRect();
    // The path bar's first part (the sidebar names Macintosh HD too, above it).
    const path = [...context.canvasElement.querySelectorAll('span')]
      .filter((span) => span.textContent === 'Macintosh HD')
      .at(-1)!;
    await expect(banner.bottom).toBeLessThanOrEqual(path.parentElement!.getBoundingClientRect().top);
  },
};

export const LightningFast: Story = {
  name: 'Activity Monitor and the shortcut',
  args: { ...sampleScenes['lightning-fast'], mark: <SampleMark size={16} /> },
  play: async (context) => {
    await isOneImage(/Activity Monitor/)(context);
    // Clipnest's row shows the app's own mark, not a generic glyph.
    const row = within(context.canvasElement).getByText('Clipnest').closest('div')!;
    await expect(within(row as HTMLElement).getByTestId('mark')).toBeInTheDocument();
  },
};

export const UniversalClipboard: Story = {
  name: 'Every kind of clip',
  args: sampleScenes['universal-clipboard'],
  play: isOneImage(/every kind/),
};

/**
 * On a phone the page's scene is its own composition: the window in the flow, its text at 12 px
 * or more, and the overlay under the window, covering none of what it explains.
 */
export const OnPhone: Story = {
  name: 'On a phone',
  args: sampleScenes.templates,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /shipping-delay/ });
    await expect(image.querySelectorAll(focusable)).toHaveLength(0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const texts = [...image.querySelectorAll('span, p')].filter(
      (node) => node.childNodes.length && [...node.childNodes].some((child) => child.nodeType === 3),
    );
    for (const node of texts) {
      await expect(parseFloat(getComputedStyle(node).fontSize)).toBeGreaterThanOrEqual(11.9);
    }
    // The canvas holds the wallpaper, the window(s), then the overlay.
    const [, windows, overlay] = [...image.firstElementChild!.children];
    const windowBox = windows!.getBoundingClientRect();
    const panel = overlay!.getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(windowBox.bottom);
    await expect(panel.bottom).toBeLessThanOrEqual(image.getBoundingClientRect().bottom);
  },
};

/**
 * `medium`: beside a step of a guide (16:10, larger type, the sidebar still shown). Here System
 * Settings with a drawn push button, as the install guide's "Open Anyway" step shows it.
 */
export const BesideAStep: Story = {
  name: 'Medium, beside a step',
  args: {
    size: 'medium',
    label: undefined,
    mark: <SampleMark size={16} />,
    windows: [
      {
        title: 'Privacy & Security',
        sidebar: [
          {
            items: [
              { icon: 'laptop', label: 'General' },
              { icon: 'eye', label: 'Accessibility' },
              { icon: 'shield', label: 'Privacy & Security', selected: true },
            ],
          },
        ],
        body: {
          kind: 'list',
          groups: [
            {
              label: 'Security',
              rows: [
                { glyph: { icon: 'shield', tone: 'accent' }, title: 'Allow applications from' },
                {
                  title: '“Clipnest” was blocked',
                  detail: 'to protect your Mac.',
                  button: 'Open Anyway',
                  selected: true,
                },
              ],
            },
            {
              label: 'Accessibility',
              rows: [{ glyph: { mark: true }, title: 'Clipnest', toggle: true }],
            },
          ],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Decorative: hidden from screen readers, the step's words say it.
    const stage = canvasElement.querySelector<HTMLElement>('[data-size="medium"]')!;
    await expect(stage).toHaveAttribute('aria-hidden', 'true');
    const box = stage.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 10) / 16)).toBeLessThan(1);
    // The button is drawn whole, not cut by the row's end.
    const button = within(stage).getByText('Open Anyway');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
    await expect(within(stage).getByTestId('mark')).toBeInTheDocument();
  },
};

export const SmallAndDecorative: Story = {
  name: 'Small, in a card (decorative)',
  args: { ...sampleScenes['smart-organization'], label: undefined, size: 'small' },
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector<HTMLElement>('[data-size="small"]')!;
    await expect(stage).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const box = stage.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThan(1);
    // Drawn large enough to read in a card: about 11 px type at 300 px or more.
    const title = within(stage).getByText('Hero banner v3.png');
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(10.5);
    // The window's right edge is inside the card: rows end with their badges, not cut off.
    const window = stage.querySelector('[data-size="small"] > div > div > *')!.getBoundingClientRect();
    await expect(window.right).toBeLessThanOrEqual(box.right);
  },
};

/**
 * Two windows in a card: side by side they would be too narrow to read, so they overlap, each
 * wide enough for its title and its rows, with the lock of the link between them.
 */
export const SmallPair: Story = {
  name: 'Two Macs, small, in a card',
  args: { ...sampleScenes['copy-clip-cloud'], label: undefined, size: 'small' },
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector<HTMLElement>('[data-size="small"]')!;
    const box = stage.getBoundingClientRect();
    for (const name of ['MacBook Pro', 'iMac']) {
      // The window's title reads whole, at about 11 px.
      const title = within(stage).getByText(name);
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
      await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(10);
      // Its window is most of the card wide and inside it.
      const window = title.parentElement!.parentElement!.getBoundingClientRect();
      await expect(window.width).toBeGreaterThan(box.width * 0.6);
      await expect(window.left).toBeGreaterThanOrEqual(box.left);
      await expect(window.right).toBeLessThanOrEqual(box.right);
    }
    // The clip that synced is legible in the second window: its title is not cut to a letter.
    const arrived = within(stage).getByText('Arrived').parentElement!;
    const clip = within(arrived).getByText('Standup moved to 10:30');
    await expect(clip.getBoundingClientRect().width).toBeGreaterThan(80);
    // The lock shows; the link's words are left for the large scene.
    await expect(within(stage).getByText('End-to-end encrypted')).not.toBeVisible();
  },
};

/** All nine, small, as on the features index. */
export const AllSmall: Story = {
  name: 'All nine, small',
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: 16,
        padding: 16,
      }}
    >
      {Object.entries(sampleScenes).map(([key, scene]) => (
        <FeatureScene key={key} {...scene} label={undefined} size="small" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-size="small"][aria-hidden="true"]')).toHaveLength(9);
  },
};
