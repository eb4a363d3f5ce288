import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import { SectionHeader, type Level } from '../private/SectionHeader';
import * as shared from '../private/SectionHeader.css';
import { displaySize, formatSizeMb, totalSizeMb, type MediaKitItem } from './mediaKit';
import * as styles from './MediaKitList.css';

export interface MediaKitListLabels {
  /** The line under the files, given their count and formatted total size. */
  total: (count: number, size: string) => string;
  /** Accessible name of a file's download link. */
  download: (name: string) => string;
  /** Shown when the kit has no file. */
  empty: string;
}

export const defaultMediaKitListLabels: MediaKitListLabels = {
  total: (count, size) => `${count === 1 ? '1 file' : `${count} files`} · ${size} total`,
  download: (name) => `Download ${name}`,
  empty: 'The media kit is empty for now.',
};

export interface MediaKitListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  items: readonly MediaKitItem[];
  title?: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  headingLevel?: Level;
  /** An action under the list, e.g. a 'Download all' button link. */
  action?: ReactNode;
  labels?: Partial<MediaKitListLabels>;
  locale?: string;
}

/** The media kit's files (name, format, size, optional download) and their total size (`totalSizeMb`). */
export function MediaKitList({
  items,
  title,
  description,
  eyebrow,
  headingLevel = 2,
  action,
  labels,
  locale = 'en-US',
  className,
  ...rest
}: MediaKitListProps) {
  const titleId = useId();
  const words = { ...defaultMediaKitListLabels, ...labels };
  return (
    <section {...rest} aria-labelledby={title ? titleId : undefined} className={cx(styles.root, className)}>
      <SectionHeader
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        description={description}
        headingLevel={headingLevel}
      />
      {items.length === 0 ? (
        <p className={shared.empty}>{words.empty}</p>
      ) : (
        <div className={styles.panel}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id ?? item.name} className={styles.item}>
                <span className={styles.fileIcon}>
                  <Icon name="file" size={18} />
                </span>
                <span className={styles.text}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.meta}>
                    <span className={styles.format}>{item.format}</span>
                    <span aria-hidden="true">·</span>
                    <span className={styles.size}>{displaySize(item.size, locale)}</span>
                  </span>
                </span>
                {item.href && (
                  <Link
                    href={item.href}
                    download
                    aria-label={words.download(item.name)}
                    className={styles.download}
                  >
                    <Icon name="download" size={18} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <p className={styles.total}>
              {words.total(items.length, formatSizeMb(totalSizeMb(items), locale))}
            </p>
            {action}
          </div>
        </div>
      )}
    </section>
  );
}
