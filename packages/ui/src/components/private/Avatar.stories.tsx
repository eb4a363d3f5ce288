import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, type AvatarSize } from './Avatar';
import { label } from './label.css';

/**
 * The one avatar (a person's initials on a round amber 3 tile, amber 12 letters: 4.5:1 and more in
 * light and dark) in its four sizes, and the one small label (12 px, medium, gray 11, sentence
 * case, never transformed to capitals).
 */
const meta = {
  title: 'Foundations/Avatar and Label',
  render: () => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <ul
        aria-label="Avatars"
        style={{ display: 'flex', alignItems: 'center', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {(
          [
            [1, 'Ada Lovelace'],
            [2, 'Sarah Chen'],
            [3, 'Dr. Lena Hoffmann'],
            [4, 'Tomás Vidal'],
          ] as const
        ).map(([size, name]: readonly [AvatarSize, string]) => (
          <li key={size} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Avatar name={name} size={size} />
            <span>{name}</span>
          </li>
        ))}
      </ul>
      <p className={label}>On this page</p>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const avatars = items.map((item) => item.querySelector('[aria-hidden="true"]')!);
    await expect(avatars.map((avatar) => avatar.textContent)).toEqual(['AL', 'SC', 'LH', 'TV']);
    await expect(avatars.map((avatar) => Math.round(avatar.getBoundingClientRect().width))).toEqual([
      28, 32, 40, 64,
    ]);
    // One look at every size: the same tile and the same letters' colour.
    const looks = avatars.map((avatar) => {
      const style = getComputedStyle(avatar);
      return [style.backgroundColor, style.color, style.borderRadius].join();
    });
    await expect(new Set(looks).size).toBe(1);
    // The label is written as it reads, in sentence case.
    const labelStyle = getComputedStyle(within(canvasElement).getByText('On this page'));
    await expect(labelStyle.textTransform).toBe('none');
    await expect(labelStyle.fontSize).toBe('12px');
  },
};
