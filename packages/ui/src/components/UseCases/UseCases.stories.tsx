import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Container, Section } from '../Layout';
import { ClipboardPopover } from '../ProductShot';
import { sampleScene } from '../ProductShot/storySamples';
import { Heading } from '../Typography';
import { UseCases, type UseCase } from './UseCases';

const useCases: UseCase[] = [
  {
    id: 'developer',
    label: 'Developers',
    icon: 'code',
    title: 'Snippets, commands and tokens at your fingertips',
    description:
      'Stop re-typing the same terminal commands and code fragments. Your history keeps every snippet with its formatting, ready to paste into the editor or the shell.',
    points: [
      'Syntax-aware previews of copied code',
      'Search your history by language or keyword',
      'Exclude password managers and sensitive apps',
      'Everything stays on your Mac',
    ],
  },
  {
    id: 'designer',
    label: 'Designers',
    icon: 'palette',
    title: 'Colours, images and assets in one place',
    description:
      'Collect hex codes, screenshots and exported assets while you work, then drop them into any design tool without hunting through folders.',
    points: [
      'Image previews in the history',
      'Copy colours once, reuse them all day',
      'Drag files straight out of the list',
    ],
  },
  {
    id: 'business',
    label: 'Business',
    icon: 'briefcase',
    title: 'Answer faster, with fewer mistakes',
    description:
      'Keep addresses, reference numbers and reply templates a shortcut away, and paste the right text into emails, spreadsheets and CRMs every time.',
    points: [
      'Templates for frequent replies',
      'Pinned items that never expire',
      'Works offline, on the train or on site',
    ],
  },
  {
    id: 'science',
    label: 'Science',
    icon: 'beaker',
    title: 'Keep track of data, formulas and citations',
    description:
      'Move measurements between instruments, notebooks and papers without losing a value. The timeline shows what you copied and when.',
    points: [
      'Timeline of everything you copied',
      'Plain-text paste strips stray formatting',
      'Private by default: no cloud required',
    ],
  },
];

const meta = {
  title: 'Landing/UseCases',
  component: UseCases,
  args: { items: useCases, 'aria-labelledby': 'use-cases-heading', onChange: fn() },
  render: (args) => (
    <Section>
      <Container>
        <Heading level={2} id="use-cases-heading" align="center" style={{ marginBottom: 32 }}>
          Made for the way you work
        </Heading>
        <UseCases {...args} />
      </Container>
    </Section>
  ),
} satisfies Meta<typeof UseCases>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabList = canvas.getByRole('tablist', { name: 'Made for the way you work' });
    // The tabs arrive in a second render pass (react-aria builds the collection first).
    const tabs = await within(tabList).findAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Developers',
      'Designers',
      'Business',
      'Science',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Developers');
    await expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Snippets, commands');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    // One row of tabs on a desktop.
    const tops = tabs.map((tab) => Math.round(tab.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const SelectedWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await expect(getComputedStyle(tabs[0]!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('business');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Business');
    // Arrows wrap around from the last tab to the first; End jumps to the last.
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading')).toHaveTextContent('citations');
  },
};

export const DesignerSelected: Story = {
  args: { defaultValue: 'designer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Designers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Designers');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    // Every tab fits on screen at 390 px (two per row), and the page never scrolls sideways.
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(390);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(canvas.getByRole('tab', { name: 'Science' }));
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Science');
  },
};

const scenes = useCases.map((useCase, index) => ({
  ...useCase,
  media: <ClipboardPopover {...sampleScene(`Sample clips of the ${useCase.id} scene`, 3 + (index % 3))} />,
}));

export const WithScenes: Story = {
  name: 'With a scene per use case',
  args: { items: scenes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    const panel = canvas.getByRole('tabpanel');
    // The scene is one named picture beside the text on a desktop.
    const scene = within(panel).getByRole('img', { name: 'Sample clips of the developer scene' });
    const heading = within(panel).getByRole('heading', { level: 3 }).getBoundingClientRect();
    await expect(scene.getBoundingClientRect().left).toBeGreaterThanOrEqual(heading.right);
    // The panel the page opens with is shown as it is, never mid-fade (as served, it may never
    // run script to finish one).
    await expect(getComputedStyle(panel).animationName).toBe('none');
    await userEvent.click(canvas.getByRole('tab', { name: 'Science' }));
    // The panel the visitor chose fades in (unless motion is reduced).
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches)
      await expect(getComputedStyle(canvas.getByRole('tabpanel')).animationName).not.toBe('none');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('tabpanel')).getByRole('img', { name: 'Sample clips of the science scene' }),
      ).toBeVisible(),
    );
  },
};

export const WithScenesOnPhone: Story = {
  name: 'With a scene per use case, phone',
  args: { items: scenes },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('tab');
    const panel = canvas.getByRole('tabpanel');
    // Below the text, inside the screen.
    const scene = within(panel).getByRole('img').getBoundingClientRect();
    const lastPoint = within(panel).getAllByRole('listitem').at(-1)!.getBoundingClientRect();
    await expect(scene.top).toBeGreaterThanOrEqual(lastPoint.bottom);
    await expect(scene.right).toBeLessThanOrEqual(390);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
