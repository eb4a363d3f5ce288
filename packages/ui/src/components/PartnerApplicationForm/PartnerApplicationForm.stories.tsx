import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmitResult } from '../Form';
import { PartnerApplicationForm } from './PartnerApplicationForm';

/** A fake backend: answers after a short delay, as a network call would. */
const answer =
  (result: FormSubmitResult, ms = 400) =>
  () =>
    new Promise<FormSubmitResult>((resolve) => setTimeout(() => resolve(result), ms));

const partnerTypes = [
  { id: 'technology', label: 'Technology partner' },
  { id: 'reseller', label: 'Reseller partner' },
  { id: 'integration', label: 'Integration partner' },
];

const meta = {
  title: 'Forms/PartnerApplicationForm',
  component: PartnerApplicationForm,
  args: {
    onSubmit: fn(answer({ ok: true })),
    items: partnerTypes,
    variant: 'surface',
    labels: {
      messageDescription: 'Optional. Tell us about your customers and what you would build.',
      footnote: 'We answer every application within five business days.',
      success: 'Application received.',
      successDescription: 'Our partner team will write to your work email within five business days.',
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'surface'] } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem', marginInline: 'auto', paddingBlock: '2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    firstName: canvas.getByRole('textbox', { name: 'First name' }),
    lastName: canvas.getByRole('textbox', { name: 'Last name' }),
    email: canvas.getByRole('textbox', { name: 'Work email' }),
    company: canvas.getByRole('textbox', { name: 'Company' }),
    type: canvas.getByRole('combobox', { name: 'Partnership type' }),
    message: canvas.getByRole('textbox', { name: 'Message' }),
  };
};

/** Puts text in a field the way a paste does (quicker than typing it key by key). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** Fills every required field, choosing the type with the keyboard. */
async function fillIn(canvasElement: HTMLElement) {
  const f = fields(canvasElement);
  await userEvent.type(f.firstName, 'Grace');
  await fill(f.lastName, 'Hopper');
  await fill(f.email, 'grace@cobol.example');
  await fill(f.company, 'Compiler Works');
  await userEvent.selectOptions(f.type, 'Reseller partner');
  await expect(f.type).toHaveDisplayValue('Reseller partner');
  return f;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await expect(f.type).toHaveDisplayValue('Choose a type');
    await expect(f.message).not.toHaveAttribute('aria-required');
    await expect(f.firstName).toHaveAttribute('aria-required', 'true');
    await expect(f.email).toHaveAttribute('autocomplete', 'work email');
  },
};

export const TypeList: Story = {
  name: 'Partnership types',
  play: async ({ canvasElement }) => {
    // The placeholder is not a choice: the system's menu lists the three types.
    const options = within(fields(canvasElement).type)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    await expect(options.map((o) => o.textContent)).toEqual([
      'Technology partner',
      'Reseller partner',
      'Integration partner',
    ]);
  },
};

export const InvalidSubmit: Story = {
  name: 'Invalid (some fields missing)',
  play: async ({ args, canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.firstName, 'Grace');
    await userEvent.type(f.email, 'grace@');
    await userEvent.click(submitButton(canvasElement));
    // The first invalid field is the last name: focus goes there.
    await waitFor(() => expect(f.lastName).toHaveFocus());
    await expect(f.lastName).toHaveAccessibleDescription('Please enter your last name.');
    await expect(f.email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    );
    await expect(f.company).toHaveAccessibleDescription('Please enter your company’s name.');
    await expect(f.type).toHaveAccessibleDescription('Please choose a partnership type.');
    await expect(f.firstName).not.toHaveAttribute('aria-invalid');
    await expect(f.message).not.toHaveAttribute('aria-invalid');
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
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@cobol.example',
      company: 'Compiler Works',
      partnershipType: 'reseller',
      message: '',
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(f.company).toHaveAttribute('readonly');
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Sending' })).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.keyboard('{Tab}');
    await userEvent.paste('We resell software to 40 design agencies in Europe.');
    await userEvent.click(submitButton(canvasElement));
    const success = await within(canvasElement).findByRole('status');
    await expect(success).toHaveTextContent('Application received.');
    await waitFor(() => expect(success).toHaveFocus());
  },
};

export const Failed: Story = {
  args: { onSubmit: fn(answer({ error: 'The application could not be sent. Please try again.' })) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const button = submitButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'The application could not be sent. Please try again.',
      ),
    );
    await expect(button).toHaveFocus();
    await expect(fields(canvasElement).type).toHaveTextContent('Reseller partner');
  },
};

export const RateLimited: Story = {
  name: 'Rate limited',
  args: { onSubmit: fn(answer({ error: '', code: 'rate_limited' })) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Too many applicationsPlease wait a few minutes, then try again.',
      ),
    );
  },
};

export const ServerFieldErrors: Story = {
  name: 'Field errors from the server',
  args: {
    onSubmit: fn(answer({ fieldErrors: { email: 'Please use your company address, not a personal one.' } })),
  },
  play: async ({ canvasElement }) => {
    const f = await fillIn(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(f.email).toHaveFocus());
    await expect(f.email).toHaveAccessibleDescription('Please use your company address, not a personal one.');
  },
};

export const Preselected: Story = {
  name: 'Type chosen from a partner card',
  args: { defaultPartnershipType: 'technology', variant: 'plain' },
  play: async ({ canvasElement }) => {
    await expect(fields(canvasElement).type).toHaveDisplayValue('Technology partner');
  },
};
