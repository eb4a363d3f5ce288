import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingPeriodSwitch } from '../BillingPeriodSwitch';
import { tag } from './tag.css';

/**
 * The one tag look (radius 6, 12 px, tinted) in its two tones, and on the chosen billing segment.
 * Accent for categories, skills and savings; neutral only for metadata (an incident's components).
 */
const meta = {
  title: 'Foundations/Tag',
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <ul
        aria-label="Neutral tags (metadata)"
        style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {['Sync', 'Website'].map((component) => (
          <li key={component} className={tag({ tone: 'neutral' })}>
            {component}
          </li>
        ))}
      </ul>
      <ul
        aria-label="Accent tags (categories, skills, savings)"
        style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {['Privacy', 'Swift', 'Save $7.89 (16%)'].map((label) => (
          <li key={label} className={tag({ tone: 'accent' })}>
            {label}
          </li>
        ))}
      </ul>
      <BillingPeriodSwitch defaultValue="annual" savingPercent={17} />
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const neutral = within(canvas.getByRole('list', { name: /^Neutral tags/ })).getAllByRole('listitem')[0]!;
    const accent = within(canvas.getByRole('list', { name: /^Accent tags/ })).getAllByRole('listitem')[0]!;
    // One shape and size; only the tone differs.
    await expect(getComputedStyle(neutral).fontSize).toBe('12px');
    await expect(getComputedStyle(accent).borderRadius).toBe(getComputedStyle(neutral).borderRadius);
    await expect(getComputedStyle(accent).color).not.toBe(getComputedStyle(neutral).color);
  },
};
