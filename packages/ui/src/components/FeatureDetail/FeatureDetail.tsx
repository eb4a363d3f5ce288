import { useId, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { Link } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { StepList } from '../StepList';
import { VisuallyHidden } from '../VisuallyHidden';
import { bindDashesIn } from '../../utils/bindShortWords';
import { cx } from '../../utils/cx';
import { balancedSpans } from '../private/balancedGrid';
import * as balanced from '../private/balancedGrid.css';
import * as styles from './FeatureDetail.css';
// The back link looks the same as a page header's.
import { backIcon, backLink as backLinkStyle } from '../PageHeader/PageHeader.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One benefit of the feature. */
export interface FeatureDetailItem {
  title: ReactNode;
  description: ReactNode;
  /** An icon from the set, or any element (an app's own icon). Decorative. */
  icon?: IconName | ReactElement;
}

/** One step of 'how it works'. */
export interface FeatureDetailStep {
  title: ReactNode;
  description?: ReactNode;
}

/** The ordered 'how it works' list. */
export interface FeatureDetailSteps {
  title: ReactNode;
  description?: ReactNode;
  items: readonly FeatureDetailStep[];
}

/** A comparison table: the first column names each row, then one value per column. */
export interface FeatureDetailComparison {
  title: ReactNode;
  description?: ReactNode;
  /** The compared options' names, e.g. ['Clipnest', 'Cloud clipboards']. */
  columns: readonly string[];
  /** `true` and `false` show as a tick or a cross (with `labels.yes` / `labels.no` for screen readers). */
  rows: readonly { label: ReactNode; values: readonly (boolean | ReactNode)[] }[];
}

export interface FeatureDetailLabels {
  /** Read for a tick in the comparison. */
  yes: string;
  /** Read for a cross in the comparison. */
  no: string;
}

/** Where a numbered marker sits on an annotated picture, in per cent of its width and height. */
export interface FeatureDetailMarker {
  x: number;
  y: number;
}

/** One of the two pictures of a `compare` overview, under its label (e.g. 'Pasted Elsewhere'). */
export interface FeatureDetailPane {
  label: ReactNode;
  media: ReactNode;
  /** An icon before the label, e.g. `x-circle` for a before that goes wrong, `check-circle` for the after. */
  icon?: IconName;
}

export const featureDetailLayouts = ['split', 'annotated', 'band', 'compare'] as const;
export type FeatureDetailLayout = (typeof featureDetailLayouts)[number];

export const defaultFeatureDetailLabels: FeatureDetailLabels = { yes: 'Yes', no: 'No' };

export interface FeatureDetailProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The feature's name: the page's `h1` by default (see `headingLevel`). */
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The lede under the title: one sentence on what the feature does for the reader. */
  description?: ReactNode;
  /** A link back to the parent page above the title, e.g. `{ label: 'All features', href: '/features' }`. */
  backLink?: { label: ReactNode; href: string };
  /** Buttons under the lede, e.g. the download button and a link to the plans. */
  actions?: ReactNode;
  /** A small line under the actions, e.g. which plans include the feature. */
  meta?: ReactNode;
  /**
   * A section heading and introduction over the benefits; without it they follow the first screen
   * directly. With `media` (a second, feature-specific picture such as a `FeatureVignette` with
   * `size="panel"`), the heading and introduction sit beside it on a wide screen — on the side
   * `mediaSide` does not name (default: the picture at the end) — and above it on a phone.
   */
  overview?: {
    title: ReactNode;
    description?: ReactNode;
    media?: ReactNode;
    mediaSide?: 'start' | 'end';
    /**
     * How the section is composed, so neighbouring feature pages differ:
     * - `split` (default): the heading and introduction beside `media`, the benefits as blocks under them.
     * - `annotated`: the heading and introduction over `media` drawn large, with a numbered marker
     *   at `markers[i]` for each benefit; the benefits beside it as the matching numbered points.
     * - `band`: as `annotated`, but the picture spans the width and the points run in a row under it.
     * - `compare`: the heading and introduction over the two `panes` side by side (a before and
     *   an after, each under its label) and `caption`; the benefits as blocks under them.
     * On a phone every layout stacks, the picture (or pictures) before the points.
     */
    layout?: FeatureDetailLayout;
    /** `annotated` and `band`: one marker per benefit, in their order (numbered from 1). */
    markers?: readonly FeatureDetailMarker[];
    /** `compare`: the picture before and the picture after. */
    panes?: readonly [FeatureDetailPane, FeatureDetailPane];
    /** `compare`: one line under the two pictures. */
    caption?: ReactNode;
  };
  /** The benefits, each with an icon, as a grid of blocks (laid out so no row holds a lonely card). */
  items: readonly FeatureDetailItem[];
  /** An ordered 'how it works' list: the site's one StepList. */
  steps?: FeatureDetailSteps;
  /** A comparison table with other approaches. */
  comparison?: FeatureDetailComparison;
  /**
   * The feature's picture beside the title on a wide screen, under it on a phone: e.g. a
   * `FeatureScene` (give it a text alternative) or an SVG illustration.
   */
  media?: ReactNode;
  /** The figure's caption. */
  mediaCaption?: ReactNode;
  /** The call to action at the end, e.g. a DownloadButton or CallToAction. */
  action?: ReactNode;
  /** Level of the title (default 1); the sections' titles are one below, benefits and steps two below. */
  headingLevel?: HeadingLevel;
  /** UI strings, merged over `defaultFeatureDetailLabels`. */
  labels?: Partial<FeatureDetailLabels>;
  /** Reaches the root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

const clampLevel = (level: number) => Math.min(level, 6) as HeadingLevel;

function renderIcon(icon: IconName | ReactElement) {
  return typeof icon === 'string' ? <Icon name={icon} size={20} /> : icon;
}

/**
 * A feature page from the top: a first screen with the title, lede and actions beside the
 * feature's picture (stacked on a phone); the benefits' section, composed as `overview.layout`
 * says — beside a second picture with the benefits as blocks with icons (`split`), a large picture
 * with numbered markers and the benefits as the matching numbered points (`annotated`, `band`), or a
 * before and an after over the blocks (`compare`); an optional 'how it works' ordered list and
 * comparison table; and a call to action at the end. Static HTML and CSS: no script, no layout shift.
 */
export function FeatureDetail({
  title,
  eyebrow,
  description,
  backLink,
  actions,
  meta,
  overview,
  items,
  steps,
  comparison,
  media,
  mediaCaption,
  action,
  headingLevel = 1,
  labels: labelsProp,
  className,
  ...rest
}: FeatureDetailProps) {
  const labels = { ...defaultFeatureDetailLabels, ...labelsProp };
  const Title = `h${clampLevel(headingLevel)}` as const;
  const SectionTitle = `h${clampLevel(headingLevel + 1)}` as const;
  const ItemTitle = `h${clampLevel(headingLevel + 2)}` as const;
  const heroId = useId();
  const overviewId = useId();
  const stepsId = useId();
  const comparisonId = useId();
  const spans = balancedSpans(items.length);
  const layout = overview?.layout ?? 'split';
  const annotated = (layout === 'annotated' || layout === 'band') && !!overview?.media;

  // The benefits section's heading and lead, the same in every layout.
  const overviewHeader = overview && (
    <div className={styles.sectionHeader}>
      <SectionTitle id={overviewId} className={styles.sectionTitle}>
        {overview.title}
      </SectionTitle>
      {overview.description && (
        <p className={styles.sectionDescription}>{bindDashesIn(overview.description)}</p>
      )}
    </div>
  );

  return (
    <div {...rest} className={cx(styles.root, className)}>
      <section aria-labelledby={heroId} className={styles.heroBand}>
        <div className={cx(styles.hero, media ? styles.heroWithMedia : undefined)}>
          <div className={styles.heroText}>
            {backLink && (
              <Link href={backLink.href} className={cx(backLinkStyle, styles.backLink)}>
                <Icon name="arrow-left" size="1.1em" className={backIcon} />
                {backLink.label}
              </Link>
            )}
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <Title id={heroId} className={styles.heroTitle}>
              {title}
            </Title>
            {description && <p className={styles.heroDescription}>{bindDashesIn(description)}</p>}
            {actions && <div className={styles.heroActions}>{actions}</div>}
            {meta && <p className={styles.heroMeta}>{meta}</p>}
          </div>
          {media && (
            <figure className={styles.figure}>
              <div className={styles.figureFrame}>{media}</div>
              {mediaCaption && <figcaption className={styles.figcaption}>{mediaCaption}</figcaption>}
            </figure>
          )}
        </div>
      </section>

      {items.length > 0 && overview && annotated ? (
        <section aria-labelledby={overviewId} className={styles.band} data-layout={layout}>
          {overviewHeader}
          <div className={layout === 'band' ? styles.annotatedBand : styles.annotatedSplit}>
            <div className={styles.annotatedFigure}>
              {overview.media}
              {/* The numbers match the points' list, which says what each marks: decorative here. */}
              {overview.markers?.slice(0, items.length).map((marker, index) => (
                <span
                  key={index}
                  className={styles.marker}
                  aria-hidden="true"
                  // Where the marker sits is the picture's data (per cent), not a design value.
                  style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
                >
                  {index + 1}
                </span>
              ))}
            </div>
            <ol className={layout === 'band' ? styles.pointsRow : styles.points} data-count={items.length}>
              {items.map((item, index) => (
                <li key={index} className={styles.point}>
                  <span className={styles.pointNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <ItemTitle className={styles.benefitTitle}>{item.title}</ItemTitle>
                  <p className={styles.benefitDescription}>{item.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : items.length > 0 ? (
        <section
          aria-labelledby={overview ? overviewId : undefined}
          className={styles.band}
          data-layout={layout}
        >
          {overview && layout === 'compare' && overview.panes ? (
            <>
              {overviewHeader}
              <figure className={styles.compare}>
                <div className={styles.panes}>
                  {overview.panes.map((pane, index) => (
                    <div key={index} className={styles.pane} data-pane={index === 0 ? 'before' : 'after'}>
                      <p className={styles.paneLabel}>
                        {pane.icon && <Icon name={pane.icon} size="1.1em" />}
                        {pane.label}
                      </p>
                      <div className={styles.paneMedia}>{pane.media}</div>
                    </div>
                  ))}
                </div>
                {overview.caption && (
                  <figcaption className={styles.figcaption}>{overview.caption}</figcaption>
                )}
              </figure>
            </>
          ) : (
            overview && (
              <div
                className={overview.media ? styles.overviewSplit : undefined}
                data-media-side={overview.media ? (overview.mediaSide ?? 'end') : undefined}
              >
                {overviewHeader}
                {overview.media && <div className={styles.overviewMedia}>{overview.media}</div>}
              </div>
            )
          )}
          {/* Never one card alone on a row (private/balancedGrid). */}
          <ul className={balanced.grid}>
            {items.map((item, index) => (
              <li
                key={index}
                className={cx(balanced.item, styles.benefit)}
                data-span-md={spans[index]!.md}
                data-span-lg={spans[index]!.lg}
              >
                {item.icon && (
                  <span className={styles.iconBadge} aria-hidden="true">
                    {renderIcon(item.icon)}
                  </span>
                )}
                <ItemTitle className={styles.benefitTitle}>{item.title}</ItemTitle>
                <p className={styles.benefitDescription}>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {steps && steps.items.length > 0 && (
        <section aria-labelledby={stepsId} className={styles.band}>
          <div className={styles.sectionHeader}>
            <SectionTitle id={stepsId} className={styles.sectionTitle}>
              {steps.title}
            </SectionTitle>
            {steps.description && <p className={styles.sectionDescription}>{steps.description}</p>}
          </div>
          <StepList
            aria-labelledby={stepsId}
            headingLevel={clampLevel(headingLevel + 2)}
            items={steps.items}
          />
        </section>
      )}

      {comparison && (
        <section aria-labelledby={comparisonId} className={styles.band}>
          <div className={styles.sectionHeader}>
            <SectionTitle id={comparisonId} className={styles.sectionTitle}>
              {comparison.title}
            </SectionTitle>
            {comparison.description && <p className={styles.sectionDescription}>{comparison.description}</p>}
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be focusable */}
          <div className={styles.tableScroll} role="group" aria-labelledby={comparisonId} tabIndex={0}>
            <table className={styles.table} aria-labelledby={comparisonId}>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {comparison.columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={cx(styles.columnHeader, index === 0 && styles.ownColumn)}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {comparison.rows.map((row, r) => (
                  <tr key={r}>
                    <th scope="row" className={styles.rowHeader}>
                      {row.label}
                    </th>
                    {row.values.map((value, c) => (
                      <td key={c} className={cx(styles.cell, c === 0 && styles.ownColumn)}>
                        {value === true ? (
                          <span className={styles.yes}>
                            <Icon name="check-circle" size={20} />
                            <VisuallyHidden>{labels.yes}</VisuallyHidden>
                          </span>
                        ) : value === false ? (
                          <span className={styles.no}>
                            <Icon name="x-circle" size={20} />
                            <VisuallyHidden>{labels.no}</VisuallyHidden>
                          </span>
                        ) : (
                          value
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
