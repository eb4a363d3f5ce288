import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { Button, ButtonLink, buttonClassName, buttonSizes, buttonVariants } from '.';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: 'Download Now', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    isFullWidth: { control: 'boolean' },
    iconPosition: { control: 'inline-radio', options: ['start', 'end'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Solid: Story = {
  args: { variant: 'solid' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // The accent fill is really applied (a built-Storybook CSS check, not only a class name).
    await expect(getComputedStyle(button).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(button).fontFamily).toContain('Inter Variable');
  },
};

/** `soft` is kept for older call sites and draws the same outlined look as `surface`. */
export const Soft: Story = {
  args: { variant: 'soft', children: 'Load More' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load More' });
    await expect(getComputedStyle(button).boxShadow).toMatch(/inset/);
  },
};

/** The site's three looks side by side: primary (solid), secondary (outlined), tertiary (ghost). */
export const PrimarySecondaryTertiary: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="solid">Sign Up</Button>
      <Button variant="surface">Sign In</Button>
      <Button variant="ghost">Back to Home</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const secondary = canvas.getByRole('button', { name: 'Sign In' });
    const tertiary = canvas.getByRole('button', { name: 'Back to Home' });
    await expect(getComputedStyle(secondary).boxShadow).toMatch(/inset/);
    await expect(getComputedStyle(tertiary).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** The secondary action on a tinted band (hero, closing call to action): surface, accent hairline. */
export const Surface: Story = {
  args: { variant: 'surface', children: 'See Every Feature' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'See Every Feature' });
    // A visible boundary, so it never reads as a disabled pale block on a pale band.
    await expect(getComputedStyle(button).boxShadow).toContain('inset');
  },
};

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, medium, large] = within(canvasElement).getAllByRole('button');
    const height = (el: HTMLElement | undefined) => el!.getBoundingClientRect().height;
    await expect(height(small)).toBeLessThan(height(medium));
    await expect(height(medium)).toBeLessThan(height(large));
  },
};

export const WithIcon: Story = {
  args: { icon: 'download', size: 3 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    // The icon is decorative: the name comes from the label alone.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const IconAtEnd: Story = {
  args: { icon: 'arrow-right', iconPosition: 'end', children: 'Get started' },
};

/** `icon` also takes an app's own icon element; it is sized like the built-in set and decorative. */
export const WithOwnIcon: Story = {
  args: {
    children: 'Share',
    variant: 'surface',
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} data-testid="own-icon">
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="6" r="2.5" />
        <circle cx="18" cy="18" r="2.5" />
        <path d="M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share' });
    const icon = within(button).getByTestId('own-icon');
    await expect(icon.parentElement).toHaveAttribute('aria-hidden', 'true');
    await expect(icon.getBoundingClientRect().width).toBeGreaterThan(8);
  },
};

export const IconOnly: Story = {
  args: { icon: 'close', children: undefined, 'aria-label': 'Close', variant: 'ghost' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { isPending: true, labels: { pending: 'Preparing download' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await expect(canvas.getByRole('progressbar', { name: 'Preparing download' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download Now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#pricing" variant="surface" icon="arrow-right" iconPosition="end">
      See Pricing
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See Pricing' });
    await expect(link).toHaveAttribute('href', '#pricing');
  },
};

export const FullWidthOnPhone: Story = {
  args: { isFullWidth: true, icon: 'download', size: 3 },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // As wide as the room its container gives it (the container's width less its padding).
    const container = button.parentElement!;
    const padding = getComputedStyle(container);
    const room = container.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(room));
  },
};

/** `buttonClassName()` gives an element of your own (here a plain `<a>`) the button look. */
export const OwnElementWithButtonLook: Story = {
  render: () => (
    <a href="#docs" className={buttonClassName({ variant: 'ghost', size: 3 })}>
      Read the docs
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the docs' });
    const look = getComputedStyle(link);
    // The button look, not a text link's: no underline, centred content, size 3's height.
    await expect(look.textDecorationLine).toBe('none');
    await expect(look.alignItems).toBe('center');
    await expect(Math.round(link.getBoundingClientRect().height)).toBeGreaterThanOrEqual(40);
  },
};
