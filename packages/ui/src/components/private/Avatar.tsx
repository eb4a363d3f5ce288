import { cx } from '../../utils/cx';
import { avatar } from './avatar.css';

export type AvatarSize = keyof typeof avatar;

/**
 * Up to two initials of a name: its first and last words' first letters, titles ('Dr.') left out
 * ('Dr. Lena Hoffmann' → 'LH', 'ada' → 'A', 'Émile Zola' → 'ÉZ').
 */
export function initialsOf(name: string): string {
  const all = name.trim().split(/\s+/).filter(Boolean);
  const named = all.filter((word) => !word.endsWith('.'));
  const words = named.length > 0 ? named : all;
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}

/**
 * The site's one avatar: a person's initials on a round amber tile. Decoration (hidden from screen
 * readers): the name beside it is what is read. Sizes: 1 = 28 px, 2 = 32 px, 3 = 40 px, 4 = 64 px.
 */
export function Avatar({ name, size, className }: { name: string; size: AvatarSize; className?: string }) {
  return (
    <span className={cx(avatar[size], className)} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
