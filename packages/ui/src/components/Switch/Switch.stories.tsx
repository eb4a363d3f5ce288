import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '.';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  parameters: { layout: 'centered' },
  args: { children: 'Analytics cookies', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Analytics cookies' });
    await expect(control).not.toBeChecked();
    // Drawn as a pill with a round thumb (Radix's radius-full is 0 at the default radius).
    const track = control.closest('label')!.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    const thumb = track.firstElementChild!;
    await expect(parseFloat(getComputedStyle(track).borderTopLeftRadius)).toBeGreaterThanOrEqual(
      track.getBoundingClientRect().height / 2,
    );
    await expect(parseFloat(getComputedStyle(thumb).borderTopLeftRadius)).toBeGreaterThanOrEqual(
      thumb.getBoundingClientRect().height / 2,
    );
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    // Back on, so the story's picture is the On state it is named after.
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
};

export const OnAndDisabled: Story = {
  args: { children: 'Essential cookies', isSelected: true, isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toBeChecked();
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
