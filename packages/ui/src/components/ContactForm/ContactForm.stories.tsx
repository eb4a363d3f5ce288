import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../Form';
import { ContactForm } from './ContactForm';

/** A fake backend: answers after a short delay, as a network call would. */
const answer =
  (result: FormSubmitResult, ms = 400) =>
  () =>
    new Promise<FormSubmitResult>((resolve) => setTimeout(() => resolve(result), ms));

const topics = [
  { id: 'support', label: 'Product support' },
  { id: 'billing', label: 'Billing and plans' },
  { id: 'sales', label: 'Enterprise and teams' },
  { id: 'privacy', label: 'Privacy and data' },
  { id: 'other', label: 'Something else' },
];

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: {
    onSubmit: fn(answer({ ok: true })),
    items: topics,
    privacyHref: '/privacy',
    variant: 'surface',
    labels: {
      success: 'Thanks — your message is on its way.',
      successDescription: 'We reply within one business day, to the address you gave.',
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'surface'] } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '42rem', marginInline: 'auto', paddingBlock: '2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    name: canvas.getByRole('textbox', { name: 'Name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    topic: canvas.getByRole('combobox', { name: 'Topic' }),
    message: canvas.getByRole('textbox', { name: 'Message' }),
    consent: canvas.getByRole('checkbox'),
  };
};

/** Puts text in a field the way a paste does (quicker than typing it key by key). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills every field validly, choosing the topic from its list as a user would. */
async function fillIn(canvasElement: HTMLElement) {
  const f = fields(canvasElement);
  await userEvent.type(f.name, 'Ada Lovelace');
  await fill(f.email, 'ada@example.com');
  await userEvent.selectOptions(f.topic, 'Billing and plans');
  await expect(f.topic).toHaveDisplayValue('Billing and plans');
  await fill(f.message, 'Can I move my Pro plan to a new Mac?');
  await userEvent.click(f.consent);
  return f;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await expect(f.message).toHaveAccessibleDescription('0 of 2,000 characters');
    // The consent label holds a link to the privacy page.
    const link = within(f.consent.closest('label')!).getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(f.consent).toHaveAccessibleName(
      'I agree that my details are stored to answer this message, as the privacy policy describes.',
    );
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** As on the contact page: the card holds its title (which names the form), every field a placeholder. */
export const WithTitle: Story = {
  args: {
    title: 'Send Us a Message',
    labels: {
      namePlaceholder: 'Your name',
      messagePlaceholder: 'What can we help with?',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Send Us a Message' });
    const title = canvas.getByRole('heading', { level: 2, name: 'Send Us a Message' });
    // The title is inside the card, above the fields.
    await expect(form).toContainElement(title);
    const f = fields(canvasElement);
    await expect(f.name).toHaveAttribute('placeholder', 'Your name');
    await expect(f.email).toHaveAttribute('placeholder', 'you@example.com');
    await expect(f.message).toHaveAttribute('placeholder', 'What can we help with?');
  },
};

export const InvalidSubmit: Story = {
  name: 'Invalid (empty submit)',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    const f = fields(canvasElement);
    // Focus goes to the first invalid field; every problem shows under its field.
    await waitFor(() => expect(f.name).toHaveFocus());
    await expect(f.name).toHaveAccessibleDescription('Please enter your name.');
    await expect(f.email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(f.topic).toHaveAccessibleDescription('Please choose a topic.');
    await expect(f.message).toHaveAccessibleDescription(/Please enter a message\./);
    await expect(f.consent).toHaveAccessibleDescription('Please agree so that we can answer you.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-status', 'invalid');
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email, the rest valid',
  play: async ({ canvasElement }) => {
    const f = await fillIn(canvasElement);
    await userEvent.clear(f.email);
    await userEvent.type(f.email, 'ada.example.com');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(f.email).toHaveFocus());
    await expect(f.email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    await expect(f.name).not.toHaveAttribute('aria-invalid');
  },
};

export const MessageNearLimit: Story = {
  name: 'Message near its limit',
  args: { maxMessageLength: 200 },
  play: async ({ canvasElement }) => {
    const { message } = fields(canvasElement);
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(179));
    await expect(message).toHaveAccessibleDescription('179 of 200 characters');
    const live = canvasElement.querySelector('[data-field="message"] [aria-live="polite"]')!;
    await expect(live).toHaveTextContent('');
    // Crossing 90 % is announced once, not on every keystroke after it.
    await userEvent.type(message, 'x');
    await waitFor(() => expect(live).toHaveTextContent('20 characters left'));
    await userEvent.type(message, 'xx');
    await expect(live).toHaveTextContent('20 characters left');
    await expect(message).toHaveAccessibleDescription('182 of 200 characters');
  },
};

export const MessageOverLimit: Story = {
  name: 'Message over its limit',
  args: { maxMessageLength: 200 },
  play: async ({ args, canvasElement }) => {
    const f = await fillIn(canvasElement);
    await userEvent.clear(f.message);
    await userEvent.click(f.message);
    await userEvent.paste('x'.repeat(205));
    const live = canvasElement.querySelector('[data-field="message"] [aria-live="polite"]')!;
    await waitFor(() => expect(live).toHaveTextContent('5 characters over the limit'));
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(f.message).toHaveFocus());
    await expect(f.message).toHaveAccessibleDescription(
      '205 of 200 characters Please shorten your message to 200 characters.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<FormSubmitResult>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const f = await fillIn(canvasElement);
    const button = submitButton(canvasElement);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'billing',
      message: 'Can I move my Pro plan to a new Mac?',
      consent: true,
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Sending' })).toBeVisible();
    await expect(f.name).toHaveAttribute('readonly');
    await expect(f.message).toHaveAttribute('readonly');
    await expect(f.consent).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const success = await within(canvasElement).findByRole('status');
    await expect(success).toHaveTextContent('Thanks — your message is on its way.');
    await waitFor(() => expect(success).toHaveFocus());
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(answer({ error: 'Your message could not be sent. Please try again.' })) },
  play: async ({ canvasElement }) => {
    const f = await fillIn(canvasElement);
    const button = submitButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Your message could not be sent. Please try again.',
      ),
    );
    await expect(button).toHaveFocus();
    await expect(f.message).toHaveValue('Can I move my Pro plan to a new Mac?');
    await expect(f.consent).toBeChecked();
  },
};

export const RateLimited: Story = {
  name: 'Rate limited',
  args: {
    onSubmit: fn(
      answer({
        error: 'You have sent several messages in a short time. Please wait 10 minutes.',
        code: 'rate_limited',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Too many messagesYou have sent several messages in a short time. Please wait 10 minutes.',
      ),
    );
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-status', 'rate-limited');
  },
};

export const ServerFieldErrors: Story = {
  name: 'Field errors from the server',
  args: {
    onSubmit: fn(
      answer({
        fieldErrors: {
          email: 'This address bounced before. Please use another one.',
          topic: 'Please choose one of the topics in the list.',
          message: 'Links are not allowed in messages.',
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const f = await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    // Each error shows on its field; focus goes to the first of them.
    await waitFor(() =>
      expect(f.email).toHaveAccessibleDescription('This address bounced before. Please use another one.'),
    );
    await waitFor(() => expect(f.email).toHaveFocus());
    await expect(f.message).toHaveAttribute('aria-invalid', 'true');
    await expect(f.message).toHaveAccessibleDescription(/Links are not allowed in messages\./);
    await expect(f.topic).toBeInvalid();
    await expect(f.topic).toHaveAccessibleDescription('Please choose one of the topics in the list.');
    // Choosing another topic clears its server error.
    await userEvent.selectOptions(f.topic, 'Privacy and data');
    await waitFor(() => expect(f.topic).toBeValid());
    // Editing a field clears its server error; the other stays.
    await userEvent.clear(f.email);
    await userEvent.type(f.email, 'ada@lovelace.dev');
    await waitFor(() => expect(f.email).not.toHaveAttribute('aria-invalid'));
    await expect(f.message).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Plain: Story = {
  name: 'Plain, with a topic chosen',
  args: { variant: 'plain', defaultTopic: 'privacy' },
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).topic).toHaveDisplayValue('Privacy and data');
  },
};
