import {
  headingStyles,
  heroTitleStyle,
  pageTitleStyle,
  sectionTitleStyle,
  textStyles,
  ThemeProvider,
} from '@clipnest/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { productName } from '../content/productName';
import { Logo, LogoMark } from './brand';
import * as styles from './BrandSheet.css';

/** An sRGB triple for any CSS colour the browser computes (hex, rgb(), P3), read through a canvas. */
function toRgb(color: string): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance([r, g, b]: [number, number, number]) {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type PairName = keyof typeof styles.pairColors;

interface Pair {
  name: PairName;
  label: string;
  /** 4.5 for text, 3 for a focus ring; none for decoration that never carries meaning alone. */
  threshold?: number;
  shape?: 'ring' | 'stroke';
}

const pairs: Pair[] = [
  { name: 'solid', label: 'Accent 9 with accent contrast · Download', threshold: 4.5 },
  { name: 'accentText', label: 'Accent 11 · text accent', threshold: 4.5 },
  { name: 'accentOnTint', label: 'Accent 11 on accent 3 · chip', threshold: 4.5 },
  { name: 'accentOnTint4', label: 'Accent 11 on accent 4 · chip hovered', threshold: 4.5 },
  { name: 'ink', label: 'Gray 12 · ink', threshold: 4.5 },
  { name: 'secondary', label: 'Gray 11 on gray 2 · secondary', threshold: 4.5 },
  { name: 'warning', label: 'Orange 11 · warning', threshold: 4.5 },
  { name: 'error', label: 'Red 11 · error', threshold: 4.5 },
  { name: 'success', label: 'Green 11 · success', threshold: 4.5 },
  { name: 'focus', label: 'Focus ring', threshold: 3, shape: 'ring' },
  { name: 'highlighter', label: 'Highlighter fill (decoration only)', shape: 'stroke' },
];

/** A colour pair and its contrast, measured from the computed colours once it is on the page. */
function PairSwatch({ pair }: { pair: Pair }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const computed = getComputedStyle(element);
    setRatio(contrast(computed.color, computed.backgroundColor));
  }, []);
  const passes = ratio !== null && pair.threshold !== undefined && ratio >= pair.threshold;
  return (
    <div className={styles.swatchRow}>
      <div ref={ref} className={`${styles.swatch} ${styles.pairColors[pair.name]}`}>
        {pair.shape === 'ring' ? (
          <span className={styles.ring}>{pair.label}</span>
        ) : pair.shape === 'stroke' ? (
          <span className={styles.stroke} role="img" aria-label={pair.label} />
        ) : (
          pair.label
        )}
      </div>
      <span
        className={styles.figure}
        data-contrast={ratio === null ? undefined : ratio.toFixed(2)}
        data-threshold={pair.threshold}
      >
        {ratio === null
          ? '…'
          : `${ratio.toFixed(2)}:1 ${pair.threshold === undefined ? '· decoration' : passes ? `✓ ≥ ${pair.threshold}` : `✗ < ${pair.threshold}`}`}
      </span>
    </div>
  );
}

function LightAndDark({ children }: { children: (appearance: 'light' | 'dark') => ReactNode }) {
  return (
    <div className={styles.pair}>
      {(['light', 'dark'] as const).map((appearance) => (
        <ThemeProvider key={appearance} appearance={appearance} className={styles.panel}>
          <p className={styles.panelTitle}>
            {appearance === 'light' ? 'Light · sand and amber' : 'Dark · warm ink'}
          </p>
          {children(appearance)}
        </ThemeProvider>
      ))}
    </div>
  );
}

const markSizes = [
  { size: 16, detail: 'small' },
  { size: 32, detail: 'small' },
  { size: 64, detail: 'full' },
  { size: 256, detail: 'full' },
] as const;

function BrandSheet() {
  return (
    <article className={styles.sheet}>
      <h1 className={pageTitleStyle}>{productName} Brand Sheet</h1>
      <p className={styles.note}>
        Amber as a highlighter — the colour of a marked clip — on a warm sand neutral, with a deep warm ink
        for dark. Every figure below is measured from the theme&apos;s computed colours.
      </p>

      <section className={styles.section} aria-labelledby="brand-mark">
        <h2 id="brand-mark" className={sectionTitleStyle}>
          Mark
        </h2>
        <p className={styles.note}>
          Clips stacked in a nest, the one in front marked. Below 32 px the small drawing: upright clips on
          the pixel grid. In one colour it takes the ink of the text around it.
        </p>
        <LightAndDark>
          {() => (
            <>
              <div className={styles.marks}>
                {markSizes.map(({ size, detail }) => (
                  <div key={size} className={styles.markCell}>
                    <LogoMark size={size} detail={detail} />
                    <span className={styles.caption}>{size} px</span>
                  </div>
                ))}
              </div>
              <div className={styles.marks}>
                {markSizes.map(({ size, detail }) => (
                  <div key={size} className={styles.markCell}>
                    <LogoMark size={Math.min(size, 64)} detail={detail} highlight={false} />
                    <span className={styles.caption}>one colour</span>
                  </div>
                ))}
              </div>
            </>
          )}
        </LightAndDark>
      </section>

      <section className={styles.section} aria-labelledby="brand-wordmark">
        <h2 id="brand-wordmark" className={sectionTitleStyle}>
          Wordmark
        </h2>
        <p className={styles.note}>
          The name in the heading face (Bricolage Grotesque, bold), tracked in by 3 %, beside the mark.
        </p>
        <LightAndDark>{() => <Logo />}</LightAndDark>
      </section>

      <section className={styles.section} aria-labelledby="brand-colour">
        <h2 id="brand-colour" className={sectionTitleStyle}>
          Colour
        </h2>
        <p className={styles.note}>
          Solid surfaces are amber 9 with dark text, never white. Text accents are amber 11. Warnings are
          orange, so they never read as a highlight.
        </p>
        <LightAndDark>
          {() => (
            <div className={styles.swatches}>
              {pairs.map((pair) => (
                <PairSwatch key={pair.name} pair={pair} />
              ))}
            </div>
          )}
        </LightAndDark>
      </section>

      <section className={styles.section} aria-labelledby="brand-type">
        <h2 id="brand-type" className={sectionTitleStyle}>
          Type
        </h2>
        <div className={styles.typeScale}>
          <div className={styles.typeRow}>
            <span className={styles.caption}>Landing title · 44–76 px</span>
            <p className={heroTitleStyle}>Everything you copy</p>
          </div>
          <div className={styles.typeRow}>
            <span className={styles.caption}>Page title · 36–56 px</span>
            <p className={pageTitleStyle}>Transparent Pricing</p>
          </div>
          <div className={styles.typeRow}>
            <span className={styles.caption}>Section title · 28–40 px</span>
            <p className={sectionTitleStyle}>Core Features</p>
          </div>
          <div className={styles.typeRow}>
            <span className={styles.caption}>Card title · 20 px</span>
            <p className={headingStyles[5]}>Search Every Clip</p>
          </div>
          <div className={styles.typeRow}>
            <span className={styles.caption}>Body · Inter 16 px</span>
            <p className={textStyles[3]}>Clipboard history for macOS that stays on your Mac.</p>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="brand-motif">
        <h2 id="brand-motif" className={sectionTitleStyle}>
          Motif
        </h2>
        <p className={styles.note}>
          The marked clip becomes the highlighter: an amber stroke behind the word that matters, and the nest
          as an ornament between sections and on the empty and error pages.
        </p>
        <div className={styles.motif}>
          <span className={styles.highlighted}>one keystroke</span>
          <LogoMark size={48} highlight={false} />
          <LogoMark size={48} />
          <LogoMark size={48} highlight={false} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="brand-rules">
        <h2 id="brand-rules" className={sectionTitleStyle}>
          Do and Don&apos;t
        </h2>
        <div className={styles.rules}>
          <div>
            <h3 className={headingStyles[5]}>Do</h3>
            <ul className={styles.ruleList}>
              <li>Mark one thing per view in amber: the main action or the word that matters.</li>
              <li>Set dark text (accent contrast) on amber; set amber text in step 11.</li>
              <li>Draw the mark in one colour where colour is not yours: menu bars, print.</li>
            </ul>
          </div>
          <div>
            <h3 className={headingStyles[5]}>Don&apos;t</h3>
            <ul className={styles.ruleList}>
              <li>Put white text on amber, or amber 9 text on paper.</li>
              <li>Put the mark in a rounded tile, outline it or add a shadow.</li>
              <li>Use amber for warnings, or a second accent (blue, olive, lilac) beside it.</li>
            </ul>
          </div>
        </div>
      </section>
    </article>
  );
}

const meta = {
  title: 'Brand/Brand Sheet',
  component: BrandSheet,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof BrandSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mark, wordmark, colours light and dark with their measured contrast, type scale, motif, rules. */
export const Sheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every listed pair is measured, light and dark, and each with a threshold meets it.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-contrast]')).toHaveLength(pairs.length * 2),
    );
    const measured = [...canvasElement.querySelectorAll<HTMLElement>('[data-contrast][data-threshold]')];
    expect(measured).toHaveLength(pairs.filter((pair) => pair.threshold).length * 2);
    for (const figure of measured) {
      await expect(Number(figure.dataset.contrast)).toBeGreaterThanOrEqual(Number(figure.dataset.threshold));
    }
    // The mark at each size, light and dark, in colour and in one colour.
    await expect(canvasElement.querySelectorAll('svg[viewBox="0 0 32 32"]').length).toBeGreaterThanOrEqual(
      16,
    );
    // The wordmark is the link home, light and dark.
    await expect(canvas.getAllByRole('link', { name: `${productName} home` })).toHaveLength(2);
  },
};
