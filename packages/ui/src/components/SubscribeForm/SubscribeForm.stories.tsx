import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../Form';
import { SubscribeForm } from './SubscribeForm';

/** A fake backend: answers after a short delay, as a network call would. */
const answer =
  (result: FormSubmitResult, ms = 400) =>
  () =>
    new Promise<FormSubmitResult>((resolve) => setTimeout(() => resolve(result), ms));

const meta = {
  title: 'Forms/SubscribeForm',
  component: SubscribeForm,
  args: {
    onSubmit: fn(answer({ ok: true })),
    title: 'Get product updates',
    description: 'One short email when a release ships. No spam, unsubscribe with one click.',
    variant: 'surface',
    labels: {
      success: 'You’re subscribed.',
      successDescription: 'Check your inbox for a confirmation link.',
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'surface'] },
  },
  parameters: { layout: 'padded' },
  decorators: [
    // A story may ask for another frame (`parameters.frameWidth`), as a page's column would give.
    (Story, { parameters }: { parameters: { frameWidth?: string } }) => (
      <div style={{ maxWidth: parameters.frameWidth ?? '36rem', marginInline: 'auto', paddingBlock: '2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Email address' });
const submitButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Get product updates' })).toBeVisible();
    // The card's head, as on every card: the icon tile above the title.
    const heading = canvas.getByRole('heading', { name: 'Get product updates' });
    const tile = canvasElement.querySelector('form svg')!.parentElement!.getBoundingClientRect();
    await expect(tile.bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(Math.round(tile.width)).toBe(40);
    await expect(field(canvasElement)).toHaveAttribute('type', 'email');
    await expect(field(canvasElement)).toHaveAttribute('aria-required', 'true');
    // Nothing is shown as wrong before the first submit; the alert region waits empty.
    await expect(field(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    // From 640 px the field and the button share one line.
    const input = field(canvasElement).parentElement!.getBoundingClientRect();
    const button = submitButton(canvasElement).getBoundingClientRect();
    await expect(button.top).toBeLessThan(input.bottom);
    await expect(button.left).toBeGreaterThanOrEqual(input.right);
  },
};

/** Under 640 px every newsletter box stacks the button under the field, at its full width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // The field's box (its border), not the bare input inside it.
    const input = field(canvasElement).parentElement!.getBoundingClientRect();
    const button = submitButton(canvasElement).getBoundingClientRect();
    await expect(button.top).toBeGreaterThan(input.bottom);
    await expect(Math.round(button.width)).toBe(Math.round(input.width));
  },
};

export const InFooterColumn: Story = {
  name: 'Narrow (footer column)',
  args: {
    title: undefined,
    description: 'Release notes, once a month.',
    variant: 'plain',
    hideLabel: true,
    labels: { email: 'Newsletter email address', submit: 'Sign up' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '17rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Newsletter email address' });
    const button = within(canvasElement).getByRole('button', { name: 'Sign up' });
    // No title, no icon tile.
    await expect(canvasElement.querySelector('form svg')).toBeNull();
    // Too narrow for one row: the button goes under the field, at its full width.
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(input.getBoundingClientRect().bottom);
    await expect(Math.round(button.getBoundingClientRect().width)).toBeGreaterThan(200);
  },
};

/**
 * Given a wide column, the box keeps its one layout (the footer's, the blog's, the press page's):
 * the icon tile, title and text, then the field under them with its button beside it.
 */
export const InWideColumn: Story = {
  parameters: { frameWidth: '68rem' },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { name: 'Get product updates' });
    const input = field(canvasElement).getBoundingClientRect();
    const button = submitButton(canvasElement).getBoundingClientRect();
    // Under the title, starting at its left edge: no strip with the field on the right.
    await expect(input.top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(Math.abs(input.left - title.getBoundingClientRect().left)).toBeLessThan(20);
    // The button beside the field, on its line.
    await expect(button.left).toBeGreaterThan(input.right);
    await expect(Math.abs(button.top + button.height / 2 - (input.top + input.height / 2))).toBeLessThan(4);
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email',
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'ada@');
    await userEvent.click(submitButton(canvasElement));
    // Focus goes back to the field, whose error is tied to it and read with it.
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The error follows the typing once shown: fixing the address clears it.
    await userEvent.type(input, 'example.com');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};

export const EmptySubmit: Story = {
  name: 'Empty submit',
  play: async ({ args, canvasElement }) => {
    submitButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvasElement)).toHaveFocus());
    await expect(field(canvasElement)).toHaveAccessibleDescription('Please enter your email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<FormSubmitResult>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, ' ada@example.com ');
    const button = submitButton(canvasElement);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Subscribing' })).toBeVisible();
    await expect(input).toHaveAttribute('readonly');
    // Enter in the field and another press do not send twice.
    await userEvent.type(input, '{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Subscribed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(field(canvasElement), 'ada@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
    const success = await within(canvasElement).findByRole('status');
    await expect(success).toHaveTextContent('You’re subscribed.Check your inbox for a confirmation link.');
    // The field is gone; focus moved to the message, so it is read out.
    await waitFor(() => expect(success).toHaveFocus());
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    // The heading stays.
    await expect(within(canvasElement).getByRole('heading', { name: 'Get product updates' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(answer({ error: 'We couldn’t reach the mailing list. Please try again.' })) },
  play: async ({ canvasElement }) => {
    const button = submitButton(canvasElement);
    await userEvent.type(field(canvasElement), 'ada@example.com');
    await userEvent.click(button);
    const alert = within(canvasElement).getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('We couldn’t reach the mailing list. Please try again.'),
    );
    // The address is kept and the button works again, with focus still on it.
    await expect(field(canvasElement)).toHaveValue('ada@example.com');
    await expect(field(canvasElement)).not.toHaveAttribute('readonly');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveFocus();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-status', 'failed');
  },
};

export const RateLimited: Story = {
  name: 'Rate limited',
  args: { onSubmit: fn(answer({ error: '', code: 'rate_limited' })) },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement), 'ada@example.com{Enter}');
    const alert = within(canvasElement).getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Too many attemptsPlease wait a few minutes, then try again.'),
    );
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-status', 'rate-limited');
    await expect(field(canvasElement)).toHaveFocus();
  },
};

export const ServerFieldError: Story = {
  name: 'Field error from the server',
  args: { onSubmit: fn(answer({ fieldErrors: { email: 'This address can’t receive mail.' } })) },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(input).toHaveAccessibleDescription('This address can’t receive mail.'));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
