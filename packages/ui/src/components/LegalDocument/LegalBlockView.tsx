import { useId } from 'react';
import { Icon } from '../Icon';
import type { LegalBlock } from './legalDocument';
import * as styles from './LegalBlocks.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One block of a section's text: a paragraph, sub-heading, note, list, definitions or a table. */
export function LegalBlockView({
  block,
  SubHeading,
  fallbackName,
}: {
  block: LegalBlock;
  SubHeading: `h${HeadingLevel}`;
  fallbackName: string;
}) {
  const captionId = useId();
  switch (block.type) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'heading':
      return <SubHeading className={styles.subHeading}>{block.text}</SubHeading>;
    case 'note':
      return (
        <p className={styles.note}>
          <Icon name="info" size={18} className={styles.noteIcon} />
          <span>{block.text}</span>
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item, i) => (
            <li key={i} className={styles.listItem}>
              {item}
            </li>
          ))}
        </List>
      );
    }
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item, i) => (
            <div key={i} className={styles.definition}>
              <dt className={styles.term}>{item.term}</dt>
              <dd className={styles.definitionText}>{item.definition}</dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return (
        <div className={styles.tableBlock}>
          {block.caption && (
            <p id={captionId} className={styles.caption}>
              {block.caption}
            </p>
          )}
          {/* A table from 640 px; below, each row stacks as a labelled block (no sideways scrolling).
              Focusable, so a keyboard can scroll it should a wide table still overflow. */}
          <div
            role="group"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be focusable
            tabIndex={0}
            {...(block.caption ? { 'aria-labelledby': captionId } : { 'aria-label': fallbackName })}
            className={styles.tableScroll}
          >
            <table className={styles.table} aria-labelledby={block.caption ? captionId : undefined}>
              <thead>
                <tr>
                  {block.columns.map((column, i) => (
                    <th key={i} scope="col" className={styles.th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row" className={styles.rowHeader}>
                          {cell}
                        </th>
                      ) : (
                        <td key={c} className={styles.td}>
                          {/* On a phone each row is a block and each cell says its column; the
                              cell's column header already names it to screen readers. */}
                          <span aria-hidden="true" className={styles.cellLabel}>
                            {block.columns[c]}
                          </span>
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      );
  }
}
