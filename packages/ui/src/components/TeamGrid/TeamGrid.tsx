import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { SectionHeader, below, type Level } from '../private/SectionHeader';
import * as styles from './TeamGrid.css';

export interface TeamMemberItem {
  name: string;
  role: ReactNode;
  bio?: ReactNode;
}

export interface TeamGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The people, each drawn as a portrait of their initials: two per row on a phone, four on a desktop. */
  members: readonly TeamMemberItem[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Level of `title`; each name is a heading one level below. */
  headingLevel?: Level;
}

/** The initials of a name: the first letters of its first and last words, e.g. `LH`. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The team as portraits in the brand's style: each person's initials on the top clip of a small
 * nest of stacked clips (the mark's motif), its tilt varying from person to person, then name,
 * role and a line about them. The portraits are decorative; the names are the headings.
 */
export function TeamGrid({
  members,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  className,
  ...rest
}: TeamGridProps) {
  const titleId = useId();
  const Name = `h${below(headingLevel)}` as const;
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={cx(styles.root, className)}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      <ul className={styles.grid} data-count={members.length}>
        {members.map((member, index) => (
          <li key={member.name} className={styles.member}>
            <span className={styles.portrait} data-tilt={index % 3} aria-hidden="true">
              <span className={styles.clipBack} />
              <span className={styles.clipMiddle} />
              <span className={styles.clipFront}>{initialsOf(member.name)}</span>
            </span>
            <Name className={styles.name}>{member.name}</Name>
            <p className={styles.role}>{member.role}</p>
            {member.bio && <p className={styles.bio}>{member.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
