import type { BlogPost } from './blogPost';
import * as s from './storySamples.css';

/** Sample posts and cover art for the stories and tests; the site passes its own. */

type ArtKind = 'stack' | 'search' | 'shield' | 'bolt' | 'grid' | 'wave';
type Tone = 'accent' | 'gray' | 'green' | 'amber';

export function SampleArt({ kind, tone = 'accent' }: { kind: ArtKind; tone?: Tone }) {
  return (
    <svg
      viewBox="0 0 400 225"
      preserveAspectRatio="xMidYMid slice"
      className={`${s.art} ${s.tone[tone]}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="340" cy="30" r="120" className={s.shape.soft} />
      <circle cx="40" cy="220" r="90" className={s.shape.soft} />
      {kind === 'stack' && (
        <g>
          <rect x="120" y="110" width="160" height="70" rx="12" className={s.shape.panel} />
          <rect x="135" y="85" width="130" height="70" rx="12" className={s.shape.panel} />
          <rect x="150" y="60" width="100" height="70" rx="12" className={s.shape.strong} />
        </g>
      )}
      {kind === 'search' && (
        <g>
          <rect x="90" y="80" width="220" height="56" rx="28" className={s.shape.panel} />
          <circle cx="126" cy="108" r="12" className={s.shape.line} />
          <rect x="150" y="102" width="110" height="12" rx="6" className={s.shape.ink} />
        </g>
      )}
      {kind === 'shield' && (
        <path
          d="M200 50 L262 74 V118 C262 152 236 176 200 188 C164 176 138 152 138 118 V74 Z"
          className={s.shape.strong}
        />
      )}
      {kind === 'bolt' && (
        <path d="M214 40 L150 128 H196 L182 190 L252 96 H204 Z" className={s.shape.strong} />
      )}
      {kind === 'grid' && (
        <g>
          {[0, 1, 2].map((row) =>
            [0, 1, 2, 3].map((col) => (
              <rect
                key={`${row}-${col}`}
                x={118 + col * 44}
                y={58 + row * 38}
                width="36"
                height="30"
                rx="6"
                className={(row + col) % 3 === 0 ? s.shape.strong : s.shape.panel}
              />
            )),
          )}
        </g>
      )}
      {kind === 'wave' && (
        <g>
          <path d="M0 150 C80 100 160 200 240 140 S360 110 400 130" className={s.shape.line} />
          <path d="M0 170 C90 130 170 220 250 160 S370 140 400 150" className={s.shape.line} />
          <circle cx="240" cy="140" r="10" className={s.shape.strong} />
        </g>
      )}
    </svg>
  );
}

export const sampleBlogCategories = [
  'Productivity',
  'Technology',
  'Security',
  'Case Studies',
  'Product Updates',
  'Tips & Tricks',
  'Industry Insights',
];

export const samplePosts: BlogPost[] = [
  {
    id: 'clipboard-history-local-first',
    title: 'Why your clipboard history should never leave your Mac',
    excerpt:
      'Everything you copy passes through one place. We explain why Clipnest keeps that place on your device, encrypted, and what optional sync does differently.',
    date: '2025-04-15',
    readTime: '6 min read',
    author: 'Sarah Chen',
    categories: ['Security', 'Product Updates'],
    featured: true,
    image: <SampleArt kind="shield" />,
  },
  {
    id: 'ten-shortcuts',
    title: '10 keyboard shortcuts that make copy and paste twice as fast',
    excerpt:
      'From pinning snippets to pasting as plain text: the shortcuts our power users reach for every day.',
    date: '2025-04-08',
    readTime: '4 min read',
    author: 'Marcus Weber',
    categories: ['Tips & Tricks', 'Productivity'],
    image: <SampleArt kind="grid" tone="gray" />,
  },
  {
    id: 'search-that-understands',
    title: 'Search that finds the snippet you half remember',
    excerpt:
      'How fuzzy matching, filters by type and a timeline let you find last Tuesday’s link in a keystroke.',
    date: '2025-03-27',
    readTime: '5 min read',
    author: 'José Álvarez',
    categories: ['Technology'],
    image: <SampleArt kind="search" />,
  },
  {
    id: 'design-team-case-study',
    title: 'How a twelve-person design studio stopped losing hex codes',
    excerpt: 'A studio in Lisbon shares how a shared habit of pinning palettes changed their handoffs.',
    date: '2025-03-18',
    readTime: '7 min read',
    author: 'Inês Moreira',
    categories: ['Case Studies'],
    image: <SampleArt kind="stack" tone="amber" />,
  },
  {
    id: 'release-3-5',
    title: 'Clipnest 3.5: rules, templates and a faster timeline',
    excerpt:
      'Custom rules skip passwords automatically, templates fill in the blanks, and the timeline opens in under 50 ms.',
    date: '2025-03-04',
    readTime: '3 min read',
    author: 'Sarah Chen',
    categories: ['Product Updates'],
    image: <SampleArt kind="bolt" tone="green" />,
  },
  {
    id: 'developer-workflows',
    title: 'Five clipboard workflows for developers',
    excerpt:
      'Stack traces, JSON blobs and terminal commands: keep them, format them and paste them where they belong.',
    date: '2025-02-20',
    readTime: '8 min read',
    author: 'Priya Natarajan',
    categories: ['Productivity', 'Technology'],
    image: <SampleArt kind="wave" />,
  },
  {
    id: 'state-of-clipboard-2025',
    title: 'The state of clipboard managers in 2025',
    excerpt: 'What changed since macOS learned universal clipboard, and what people still miss from it.',
    date: '2025-02-06',
    readTime: '9 min read',
    author: 'Marcus Weber',
    categories: ['Industry Insights'],
    image: <SampleArt kind="grid" tone="amber" />,
  },
  {
    id: 'encryption-explained',
    title: 'End-to-end encryption, explained without the jargon',
    excerpt: 'What the keys are, where they live, and why not even we can read your synced items.',
    date: '2025-01-22',
    readTime: '6 min read',
    author: 'José Álvarez',
    categories: ['Security', 'Technology'],
    image: <SampleArt kind="shield" tone="gray" />,
  },
  {
    id: 'research-lab-case-study',
    title: 'A genomics lab that copies ten thousand sequences a week',
    excerpt: 'Scientists at a university lab on keeping sequences, plots and citations within reach.',
    date: '2025-01-09',
    readTime: '5 min read',
    author: 'Inês Moreira',
    categories: ['Case Studies', 'Industry Insights'],
    image: <SampleArt kind="wave" tone="green" />,
  },
  {
    id: 'auto-clear',
    title: 'Auto-clear: keep a history without keeping everything',
    excerpt: 'Set how long items live, exclude apps, and let Clipnest forget what you never meant to keep.',
    date: '2024-12-12',
    readTime: '4 min read',
    author: 'Priya Natarajan',
    categories: ['Tips & Tricks', 'Security'],
    image: <SampleArt kind="stack" />,
  },
];
