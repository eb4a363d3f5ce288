import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, TextField } from '.';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Password',
    type: 'password',
    description: 'Must be at least 6 characters long',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    const described = canvasElement.ownerDocument.getElementById(
      input.getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    await expect(described).toHaveTextContent('Must be at least 6 characters long');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter a valid email address.', defaultValue: 'ada@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Search: Story = {
  render: () => <SearchField label="Search questions" hideLabel placeholder="Search questions…" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search questions' });
    await userEvent.type(input, 'sync');
    await expect(input).toHaveValue('sync');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'privacy{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const SearchWithOwnLabels: Story = {
  render: () => (
    <SearchField
      label="Fragen durchsuchen"
      hideLabel
      placeholder="Fragen durchsuchen…"
      labels={{ clear: 'Suche löschen' }}
      defaultValue="Sync"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suche löschen' }));
    await expect(canvas.getByRole('searchbox', { name: 'Fragen durchsuchen' })).toHaveValue('');
  },
};
