import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container, Section, type ContainerSize, type SectionSize, type SectionVariant } from '../Layout';
import type { HeadingLevel } from '../Typography';
import { SectionHeader } from '../private/SectionHeader';

export const sectionIntroAlignments = ['center', 'start'] as const;
export type SectionIntroAlignment = (typeof sectionIntroAlignments)[number];

export interface SectionIntroProps extends Omit<ComponentPropsWithRef<'header'>, 'title' | 'children'> {
  /** A short line above the title, e.g. 'How it works'. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The title's heading level. Default 2. */
  headingLevel?: HeadingLevel;
  /** `center` above a grid or carousel; `start` beside or above left-aligned content. */
  align?: SectionIntroAlignment;
  /** The title's id, for `aria-labelledby` on the surrounding section. */
  titleId?: string;
}

/** The eyebrow, title and description that open a page section, in the site's one section style. */
export function SectionIntro({ headingLevel = 2, align = 'center', titleId, ...rest }: SectionIntroProps) {
  return <SectionHeader {...rest} id={titleId} headingLevel={headingLevel} align={align} />;
}

export interface PageSectionProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  headingLevel?: HeadingLevel;
  align?: SectionIntroAlignment;
  /** The background band: `plain`, `subtle` (gray tint) or `accent`. */
  variant?: SectionVariant;
  /** Vertical rhythm: 1 compact, 2 default, 3 spacious. */
  size?: SectionSize;
  /** The content's maximum width (see `Container`). Default 4. */
  width?: ContainerSize;
  children: ReactNode;
}

/**
 * A band of a page: a landmark `<section>` named by its title, the intro, then the content.
 * `ref` and other attributes go to the `<section>`.
 */
export function PageSection({
  eyebrow,
  title,
  description,
  headingLevel,
  align,
  variant,
  size,
  width = 4,
  children,
  ...rest
}: PageSectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} {...rest} variant={variant} size={size}>
      <Container size={width}>
        <SectionIntro
          eyebrow={eyebrow}
          title={title}
          description={description}
          headingLevel={headingLevel}
          align={align}
          titleId={titleId}
        />
        {children}
      </Container>
    </Section>
  );
}
