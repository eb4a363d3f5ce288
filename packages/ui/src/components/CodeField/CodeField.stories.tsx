import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField } from './CodeField';

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Verification code',
    description: 'Type or paste the code from the email.',
    onChange: fn(),
    onComplete: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;

/** Typed letters do nothing; the last digit completes the code, once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.type(input, 'a1b2-c3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // More keys change nothing and complete nothing.
    await userEvent.type(input, '7x');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const PasteFormatted: Story = {
  name: 'Pasting a formatted code',
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    for (const text of ['123 456', '123-456', 'Your code: 123456']) {
      await userEvent.clear(input);
      await userEvent.paste(text);
      await expect(input).toHaveValue('123456');
    }
    await expect(args.onComplete).toHaveBeenCalledTimes(3);
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveValue('482913');
    // Monospaced, spaced digits that fit the input without scrolling off their slot lines.
    const style = getComputedStyle(input);
    await expect(parseFloat(style.letterSpacing)).toBeGreaterThan(4);
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    await expect(style.backgroundImage).toContain('linear-gradient');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '111111',
    isInvalid: true,
    errorMessage: 'That code is wrong or has expired. Check the newest email, or send a new code.',
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/That code is wrong or has expired\./);
  },
};

export const ReadOnly: Story = {
  name: 'Read-only while checking',
  args: { defaultValue: '123456', isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.paste('654321');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '123456', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};

export const EightDigits: Story = {
  name: 'Eight digits',
  args: { length: 8, label: 'Backup code', defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Backup code' });
    await expect(input).toHaveAttribute('maxlength', '8');
  },
};
