import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useClipboardCopy } from '../../utils/useClipboardCopy';
import { CopyFeedback, CopyValue, type CopyLabels } from '../private/CopyValue';
import { Prose } from '../Prose';
import { Heading, type HeadingLevel } from '../Typography';
import { Markdown } from './markdown';
import * as styles from './ReleaseNotes.css';

/** One published version as the changelog shows it. */
export interface ReleaseEntry {
  version: string;
  /** The publish date as shown, e.g. "26 November 2026". */
  date: string;
  /** The same date, machine-readable (ISO 8601), for `<time dateTime>`. */
  dateTime: string;
  /** Release notes in Markdown; HTML in them is shown as text. */
  notes: string;
  beta?: boolean;
  /**
   * Facts about the file: "Requires" → "macOS 13 or later", "SHA-256" → the checksum (`code`, and
   * `copy` for a row of its own with a Copy button).
   */
  details?: readonly ReleaseDetail[];
}

export interface ReleaseDetail {
  label: string;
  value: string;
  /** Shown in the code face (a checksum). */
  code?: boolean;
  /** On a row of its own, in a box with a Copy button (a checksum people compare). */
  copy?: boolean;
}

export interface ReleaseNotesLabels extends CopyLabels {
  /** The heading of a version, e.g. "Version 3.7.0". */
  version: (version: string) => string;
  beta: string;
  /** Shown, quietly, for a version published without notes. */
  noNotes: string;
  /** A Copy button's name: what it copies, of which version (starts with the visible `copy`). */
  copyDetail: (label: string, version: string) => string;
}

export const defaultReleaseNotesLabels: ReleaseNotesLabels = {
  version: (version) => `Version ${version}`,
  beta: 'Beta',
  noNotes: 'Published without release notes.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying isn’t allowed here. The text is selected: copy it from there.',
  copyDetail: (label, version) => `Copy ${label} of Version ${version}`,
};

export interface ReleaseNotesProps extends HTMLAttributes<HTMLElement> {
  /** Newest first. */
  releases: readonly ReleaseEntry[];
  labels?: Partial<ReleaseNotesLabels>;
  /** The level of the heading above the list: each version is one level below. */
  headingLevel?: HeadingLevel;
  /** Shown instead of the list when there are no releases (a sentence, or a loading note). */
  empty?: ReactNode;
}

/** The id a version's entry carries, so `/changelog#v3.7.0` lands on it. */
export const releaseAnchor = (version: string) => `v${version}`;

/**
 * Every published version, newest first: its heading (linkable: `id="v1.2.3"`), a "Beta" badge
 * where it is one, its date, facts such as the minimum macOS and the checksum (with a Copy button),
 * and its notes — or a quiet line when it was published without any.
 */
export function ReleaseNotes({
  releases,
  labels,
  headingLevel = 1,
  empty,
  className,
  ...rest
}: ReleaseNotesProps) {
  const words = { ...defaultReleaseNotesLabels, ...labels };
  const clipboard = useClipboardCopy();
  const level = Math.min(headingLevel + 1, 6) as HeadingLevel;
  if (releases.length === 0)
    return (
      <div {...rest} className={cx(styles.root, className)}>
        {empty}
      </div>
    );
  return (
    <div {...rest} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {releases.map((release) => (
          <li key={release.version} className={styles.entry}>
            <article
              id={releaseAnchor(release.version)}
              className={styles.article}
              aria-labelledby={`${releaseAnchor(release.version)}-title`}
            >
              <header className={styles.header}>
                <Heading
                  level={level}
                  size={6}
                  id={`${releaseAnchor(release.version)}-title`}
                  className={styles.title}
                >
                  <span className={styles.name}>{words.version(release.version)}</span>
                  {release.beta && <span className={styles.badge}>{words.beta}</span>}
                </Heading>
                <time dateTime={release.dateTime} className={styles.date}>
                  {release.date}
                </time>
              </header>
              {release.details && release.details.length > 0 && (
                <dl className={styles.details}>
                  {release.details.map((detail, index) => {
                    const id = `${releaseAnchor(release.version)}-detail-${index}`;
                    return detail.copy ? (
                      <div key={detail.label} className={cx(styles.detail, styles.copyDetail)}>
                        <dt className={styles.detailLabel}>{detail.label}</dt>
                        <CopyValue
                          as="dd"
                          className={cx(styles.detailValue, styles.copyRow)}
                          clipboard={clipboard}
                          value={detail.value}
                          id={id}
                          name={words.copyDetail(detail.label, release.version)}
                          labels={words}
                        />
                      </div>
                    ) : (
                      <div key={detail.label} className={styles.detail}>
                        <dt className={styles.detailLabel}>{detail.label}</dt>
                        <dd className={styles.detailValue}>
                          {detail.code ? (
                            <code className={styles.code} translate="no">
                              {detail.value}
                            </code>
                          ) : (
                            detail.value
                          )}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              )}
              {release.notes.trim() ? (
                <Prose className={styles.notes}>
                  <Markdown source={release.notes} headingLevel={level} />
                </Prose>
              ) : (
                <p className={styles.noNotes}>{words.noNotes}</p>
              )}
            </article>
          </li>
        ))}
      </ol>
      <CopyFeedback clipboard={clipboard} labels={words} />
    </div>
  );
}
