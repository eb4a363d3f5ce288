import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Avatar, initialsOf } from '../private/Avatar';
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

/** The initials of a name (the site's one rule, shared with every avatar), e.g. `LH`. */
export { initialsOf };

/**
 * The team: each person's initials in the site's one avatar (as on the blog's bylines and the
 * testimonials), then name, role and a line about them. The avatars are decorative; the names are
 * the headings.
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
        {members.map((member) => (
          <li key={member.name} className={styles.member}>
            <Avatar name={member.name} size={4} className={styles.portrait} />
            <Name className={styles.name}>{member.name}</Name>
            <p className={styles.role}>{member.role}</p>
            {member.bio && <p className={styles.bio}>{member.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
