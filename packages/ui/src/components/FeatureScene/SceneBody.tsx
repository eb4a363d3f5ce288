import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { cx } from '../../utils/cx';
import type { SceneBody } from './sceneTypes';
import { Glyph, Row, Runs } from './SceneRow';
import * as rowStyles from './SceneRow.css';
import * as styles from './SceneBody.css';

/** What fills a window, by its kind: a list, code, a table, a grid of tiles or a document. */
export function Body({ body }: { body: SceneBody }): ReactNode {
  switch (body.kind) {
    case 'list':
      return (
        <div className={styles.list}>
          {body.search && (
            <div className={styles.search}>
              <Icon name="search" size="1.1em" />
              <span className={styles.query}>{body.search.query}</span>
            </div>
          )}
          {body.chips && (
            <div className={styles.chips}>
              {body.chips.map((chip, index) => (
                <span key={chip} className={cx(styles.chip, index === 0 && styles.chipActive)}>
                  {chip}
                </span>
              ))}
            </div>
          )}
          {body.groups.map((group, groupIndex) => (
            <div key={groupIndex} className={styles.group}>
              {group.label && <p className={styles.groupLabel}>{group.label}</p>}
              {group.rows.map((row, index) => (
                <Row key={index} row={row} />
              ))}
            </div>
          ))}
        </div>
      );
    case 'code':
      return (
        <div className={styles.list}>
          <Row row={body.header} className={styles.codeHeader} />
          <div className={styles.codeBlock}>
            <span className={styles.language}>{body.language}</span>
            <pre className={styles.code}>
              {body.lines.map((line, lineIndex) => (
                <span key={lineIndex} className={styles.codeLine}>
                  <span className={styles.lineNumber}>{lineIndex + 1}</span>
                  {line.map((token, index) =>
                    token.tone ? (
                      <span key={index} className={styles.token[token.tone]}>
                        {token.text}
                      </span>
                    ) : (
                      token.text
                    ),
                  )}
                </span>
              ))}
            </pre>
          </div>
          {body.actions && (
            <div className={styles.hints}>
              {body.actions.map((action) => (
                <span key={action.label} className={styles.hint}>
                  <kbd className={styles.kbd}>{action.keys}</kbd>
                  {action.label}
                </span>
              ))}
            </div>
          )}
        </div>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          {/* The rows give way (clipped) before the path bar does: on a phone the path still shows. */}
          <div className={styles.tableRows}>
            <div className={cx(styles.tableRow, styles.tableHead)}>
              {body.columns.map((column) => (
                <span key={column} className={styles.cell}>
                  {column}
                </span>
              ))}
            </div>
            {body.rows.map((row, index) => (
              <div key={index} className={cx(styles.tableRow, row.selected && styles.tableSelected)}>
                {row.cells.map((cell, cellIndex) => (
                  <span key={cellIndex} className={styles.cell}>
                    {cellIndex === 0 && row.glyph && <Glyph glyph={row.glyph} />}
                    <span className={rowStyles.ellipsis}>{cell}</span>
                  </span>
                ))}
              </div>
            ))}
          </div>
          {body.path && (
            <div className={styles.pathBar}>
              {body.path.map((part, index) => (
                <span key={index} className={styles.pathPart}>
                  {index > 0 && <Icon name="chevron-right" size="0.9em" />}
                  <Icon name={index === 0 ? 'laptop' : 'folder'} size="1em" className={styles.pathIcon} />
                  {part}
                </span>
              ))}
            </div>
          )}
        </div>
      );
    case 'grid':
      return (
        <div className={styles.tiles}>
          {body.tiles.map((tile, index) => (
            <div key={index} className={cx(styles.tile, tile.selected && styles.tileSelected)}>
              <span className={cx(styles.tilePreview, tile.glyph.thumb && rowStyles.thumb[tile.glyph.thumb])}>
                {!tile.glyph.thumb && <Glyph glyph={tile.glyph} />}
              </span>
              <span className={rowStyles.rowTitle}>{tile.title}</span>
              {tile.detail && <span className={rowStyles.rowDetail}>{tile.detail}</span>}
            </div>
          ))}
        </div>
      );
    case 'document':
      return (
        <div className={styles.document}>
          <p className={styles.documentHeading}>{body.heading}</p>
          {body.tags && (
            <div className={styles.chips}>
              {body.tags.map((tag) => (
                <span key={tag} className={styles.chip}>
                  {tag}
                </span>
              ))}
            </div>
          )}
          {body.lines.map((line, index) => (
            <p key={index} className={styles.documentLine}>
              <Runs text={line} />
            </p>
          ))}
        </div>
      );
  }
}
