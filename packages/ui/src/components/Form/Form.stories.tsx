import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { FormAlert } from './FormAlert';
import { FormSuccess } from './FormSuccess';
import { Select } from './Select';
import { TextArea } from './TextArea';

/** The field components of the form pattern, on their own (the forms show them in context). */
const meta = {
  title: 'Forms/Form fields',
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: '32rem',
          marginInline: 'auto',
          paddingBlock: '2rem',
          display: 'grid',
          gap: '1.5rem',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = [
  { id: 'solo', label: 'Just me' },
  { id: 'team', label: '2–20 people' },
  { id: 'company', label: 'More than 20 people' },
];

export const SelectClosed: Story = {
  name: 'Select',
  render: () => (
    <Select label="Team size" placeholder="Choose one" items={sizes} description="Helps us answer." />
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Team size' });
    // The placeholder shows until a choice is made, and is not one of the choices.
    await expect(select).toHaveDisplayValue('Choose one');
    await expect(select).toHaveAccessibleDescription('Helps us answer.');
    const placeholder = (select as HTMLSelectElement).options[0]!;
    await expect(placeholder).toHaveTextContent('Choose one');
    await expect(placeholder).toBeDisabled();
  },
};

export const SelectChosen: Story = {
  name: 'Select, chosen',
  render: () => <Select label="Team size" placeholder="Choose one" items={sizes} defaultValue="team" />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Team size' });
    await expect(select).toHaveDisplayValue('2–20 people');
    // Chosen from the keyboard or the system's menu, as a person would.
    await userEvent.selectOptions(select, 'More than 20 people');
    await expect(select).toHaveDisplayValue('More than 20 people');
    await expect(select).toHaveValue('company');
  },
};

export const SelectInvalid: Story = {
  name: 'Select, invalid',
  render: () => (
    <Select
      label="Team size"
      placeholder="Choose one"
      items={sizes}
      isInvalid
      errorMessage="Please choose one."
    />
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Team size' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Please choose one.');
  },
};

export const SelectReadOnly: Story = {
  name: 'Select, while the form is sent',
  render: () => (
    <Select label="Team size" placeholder="Choose one" items={sizes} defaultValue="solo" isReadOnly />
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Team size' });
    // It keeps showing the choice, and cannot be changed.
    await expect(select).toHaveDisplayValue('Just me');
    await expect(select).toBeDisabled();
  },
};

export const TextAreaWithCount: Story = {
  name: 'TextArea with a character count',
  render: () => <TextArea label="Message" characterLimit={120} description="Plain text only." />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveAccessibleDescription('Plain text only. 0 of 120 characters');
    await userEvent.type(field, 'Hello');
    await expect(field).toHaveAccessibleDescription('Plain text only. 5 of 120 characters');
    await expect(within(canvasElement).getByText('5 / 120')).toBeVisible();
  },
};

export const TextAreaAtLimit: Story = {
  name: 'TextArea at and over the limit',
  render: () => <TextArea label="Message" characterLimit={40} defaultValue={'x'.repeat(35)} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    // Starting near the limit announces nothing: only crossings are announced.
    await expect(live).toHaveTextContent('');
    await userEvent.type(field, 'xxxxx');
    await waitFor(() => expect(live).toHaveTextContent('Character limit reached'));
    await userEvent.type(field, 'x');
    await waitFor(() => expect(live).toHaveTextContent('1 character over the limit'));
    // Further keystrokes past the limit stay quiet; the count in the description stays current.
    await userEvent.type(field, 'x');
    await expect(live).toHaveTextContent('1 character over the limit');
    await expect(field).toHaveAccessibleDescription('42 of 40 characters');
    // Nothing is cut off.
    await expect(field).toHaveValue('x'.repeat(42));
  },
};

export const CheckboxDefault: Story = {
  name: 'Checkbox',
  render: () => (
    <Checkbox description="You can unsubscribe at any time.">Send me the monthly release notes</Checkbox>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me the monthly release notes' });
    await expect(box).toHaveAccessibleDescription('You can unsubscribe at any time.');
    await userEvent.click(within(canvasElement).getByText('Send me the monthly release notes'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const CheckboxInvalid: Story = {
  name: 'Checkbox, invalid',
  render: () => (
    <Checkbox isInvalid errorMessage="Please agree to continue.">
      I agree to the terms
    </Checkbox>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree to the terms' });
    await expect(box).toHaveAccessibleDescription('Please agree to continue.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Messages: Story = {
  name: 'Form messages',
  render: () => (
    <>
      <FormAlert status="failed" message="Something went wrong. Please try again." />
      <FormAlert
        status="rate-limited"
        title="Too many attempts"
        message="Please wait a few minutes, then try again."
      />
      <FormSuccess title="Message sent." description="We reply within one business day." />
      <FormSuccess variant="inline" title="You’re subscribed." />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};
