import { Fragment, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon, type IconName } from '../Icon';
import { StepList } from '../StepList';
import type { HeadingLevel } from '../Typography';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './InstallSteps.css';

/** One step of installing an app. */
export interface InstallStep {
  /** A stable key, also the step's `id` (for links to it, e.g. `#accessibility`). */
  id: string;
  title: ReactNode;
  description: ReactNode;
  /** A decorative icon before the title. */
  icon?: IconName;
  /** A path through the system's menus, e.g. `['System Settings', 'Privacy & Security']`. */
  path?: readonly string[];
  /** The keys of a shortcut to press, as their symbols, e.g. `['⇧', '⌘', 'V']`. */
  keys?: readonly string[];
  /** A line under the rest, e.g. what to do when the system asks something else. */
  note?: ReactNode;
  /** Anything more, e.g. a DownloadCheck. */
  children?: ReactNode;
  /**
   * A picture of the step (e.g. a FeatureScene of the system's window), decorative: the words
   * carry the meaning. Beside the step's words from `media.lg`, under them on smaller screens.
   */
  media?: ReactNode;
}

/** What screen readers hear for the parts that are symbols on screen. */
export interface InstallStepsLabels {
  /** Read between the parts of a menu path, e.g. 'then'. */
  pathSeparator: string;
  /** A key's name for its symbol (`⌘` → 'Command'); symbols without a name are read as they are. */
  keyNames: Readonly<Record<string, string>>;
}

export const defaultInstallStepsLabels: InstallStepsLabels = {
  pathSeparator: 'then',
  keyNames: { '⇧': 'Shift', '⌘': 'Command', '⌥': 'Option', '⌃': 'Control', '↩': 'Return' },
};

export interface InstallStepsProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  steps: readonly InstallStep[];
  /** Heading level of each step's title (default 3, under the page's h2). */
  headingLevel?: HeadingLevel;
  labels?: Partial<InstallStepsLabels>;
}

/**
 * What to do once an app is downloaded, as the site's numbered StepList in its vertical orientation:
 * each step with its words, and where it has them a path through the system's menus (shown with
 * chevrons, read with `labels.pathSeparator`), a shortcut as keycaps (read by `labels.keyNames`),
 * a note and more content. Each step's `<li>` has the step's `id`, for links into the guide. Label
 * the list (`aria-label` or `aria-labelledby`); `ref` and HTML attributes reach the `<ol>`.
 */
export function InstallSteps({
  steps,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: InstallStepsProps) {
  const labels = { ...defaultInstallStepsLabels, ...labelOverrides };
  return (
    <StepList
      {...rest}
      headingLevel={headingLevel}
      orientation="vertical"
      className={cx(styles.list, steps.some((step) => step.media) && styles.withMedia, className)}
      items={steps.map((step) => ({
        id: step.id,
        title: step.title,
        icon: step.icon,
        description: step.description,
        content: (
          <>
            {/* The anchor for links to the step: the list item itself is StepList's. */}
            <span id={step.id} className={styles.anchor} />
            {step.path && (
              <p className={styles.path}>
                {step.path.map((part, index) => (
                  // The chevron stays with the part after it when the path wraps.
                  <span key={index} className={styles.pathStep}>
                    {index > 0 && (
                      <>
                        <Icon name="chevron-right" size={14} className={styles.chevron} />
                        <VisuallyHidden> {labels.pathSeparator} </VisuallyHidden>
                      </>
                    )}
                    <span className={styles.pathPart}>{part}</span>
                  </span>
                ))}
              </p>
            )}
            {step.keys && (
              <p className={styles.keys}>
                {step.keys.map((key, index) => {
                  const name = labels.keyNames[key];
                  return (
                    <Fragment key={index}>
                      {index > 0 && <VisuallyHidden> </VisuallyHidden>}
                      <kbd className={styles.key}>
                        {name ? (
                          <>
                            <span aria-hidden="true">{key}</span>
                            <VisuallyHidden>{name}</VisuallyHidden>
                          </>
                        ) : (
                          key
                        )}
                      </kbd>
                    </Fragment>
                  );
                })}
              </p>
            )}
            {step.note && <p className={styles.note}>{step.note}</p>}
            {step.children && <div className={styles.extra}>{step.children}</div>}
            {step.media && (
              <div className={styles.picture} aria-hidden="true">
                {step.media}
              </div>
            )}
          </>
        ),
      }))}
    />
  );
}
