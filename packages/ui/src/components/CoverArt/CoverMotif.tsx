import type { ReactNode } from 'react';
import type { CoverArtPattern } from './coverPatterns';
import * as styles from './CoverArt.css';

const W = 400;
const H = 225;
/** The picture's coordinates; it fills its box whatever the box's shape. */
export const coverViewBox = `0 0 ${W} ${H}`;
/** One decimal: short markup, identical wherever it is rendered. */
export const n = (value: number) => Math.round(value * 10) / 10;

export type Random = () => number;

/** The motif in the middle of a cover, by pattern; `random` (seeded) varies its composition. */
export function Motif({ pattern, random }: { pattern: CoverArtPattern; random: Random }): ReactNode {
  const s = styles.shape;
  switch (pattern) {
    case 'stack': {
      const tilt = n(random() * 10 - 5);
      return (
        <g transform={`rotate(${tilt} 200 120)`}>
          <rect x="110" y="122" width="180" height="72" rx="14" className={s.panel} />
          <rect x="125" y="96" width="150" height="72" rx="14" className={s.panel} />
          <rect x="140" y="66" width="120" height="72" rx="14" className={s.strong} />
          <path d="M160 92 H222 M160 112 H200" className={s.onStrong} />
        </g>
      );
    }
    case 'grid': {
      const tiles = [];
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 5; col++) {
          const roll = random();
          const className = roll < 0.22 ? s.strong : roll < 0.5 ? s.tinted : s.panel;
          tiles.push(
            <rect
              key={`${row}-${col}`}
              x={88 + col * 46}
              y={50 + row * 44}
              width="38"
              height="36"
              rx="8"
              className={className}
            />,
          );
        }
      }
      return <g>{tiles}</g>;
    }
    case 'waves': {
      const waves = [0, 1, 2].map((i) => {
        const y = 90 + i * 28;
        const a = n(18 + random() * 22);
        const shift = n(random() * 60);
        return (
          <path
            key={i}
            d={`M-20 ${y} C${60 + shift} ${y - a} ${140 + shift} ${y + a} ${220 + shift} ${y} S${380} ${y - a} ${W + 20} ${y}`}
            className={s.line}
          />
        );
      });
      return (
        <g>
          {waves}
          <circle cx="200" cy="90" r="12" className={s.strong} />
        </g>
      );
    }
    case 'dots': {
      const dots = [];
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 9; col++) {
          const lit = random() < 0.24;
          dots.push(
            <circle
              key={`${row}-${col}`}
              cx={56 + col * 36}
              cy={40 + row * 36}
              r={lit ? 9 : 6}
              className={lit ? s.strong : s.tinted}
            />,
          );
        }
      }
      return <g>{dots}</g>;
    }
    case 'timeline': {
      const current = Math.floor(random() * 5);
      return (
        <g>
          <path d="M40 112 H360" className={s.line} />
          {[0, 1, 2, 3, 4].map((i) => {
            const x = 72 + i * 64;
            const above = i % 2 === 0;
            const width = n(40 + random() * 12);
            return (
              <g key={i}>
                <rect
                  x={x - 26}
                  y={above ? 46 : 136}
                  width="52"
                  height="42"
                  rx="8"
                  className={i === current ? s.tinted : s.panel}
                />
                {/* The current step's title in the accent: a written line, not a loading bar. */}
                <rect
                  x={x - 18}
                  y={above ? 58 : 148}
                  width={n(width - 8)}
                  height="6"
                  rx="3"
                  className={i === current ? s.strong : s.ink}
                />
                <rect
                  x={x - 18}
                  y={above ? 70 : 160}
                  width={n(width / 2)}
                  height="6"
                  rx="3"
                  className={s.ink}
                />
                <circle
                  cx={x}
                  cy="112"
                  r={i === current ? 10 : 7}
                  className={i === current ? s.strong : s.panel}
                />
              </g>
            );
          })}
        </g>
      );
    }
    case 'code': {
      const lines = [0, 1, 2, 3, 4, 5].map((i) => {
        const indent = i === 0 || i === 5 ? 0 : 1 + Math.floor(random() * 2);
        const x = 104 + indent * 18;
        const token = n(18 + random() * 22);
        const rest = n(30 + random() * (150 - indent * 18 - token));
        return (
          <g key={i}>
            <rect x={x} y={76 + i * 18} width={token} height="8" rx="4" className={s.strong} />
            <rect x={n(x + token + 6)} y={76 + i * 18} width={rest} height="8" rx="4" className={s.ink} />
          </g>
        );
      });
      return (
        <g>
          <rect x="84" y="36" width="232" height="164" rx="14" className={s.panel} />
          <circle cx="104" cy="54" r="5" className={s.ink} />
          <circle cx="120" cy="54" r="5" className={s.ink} />
          <circle cx="136" cy="54" r="5" className={s.ink} />
          {lines}
        </g>
      );
    }
    case 'shield': {
      const ring = n(86 + random() * 14);
      return (
        <g>
          <circle cx="200" cy="116" r={ring} className={s.tinted} />
          <path
            d="M200 46 L256 68 V112 C256 146 232 170 200 182 C168 170 144 146 144 112 V68 Z"
            className={s.strong}
          />
          <path d="M176 114 L194 132 L226 98" className={s.onStrong} />
        </g>
      );
    }
    case 'keys': {
      const lit = Math.floor(random() * 4);
      return (
        <g>
          {[0, 1, 2, 3].map((i) => {
            const x = 54 + i * 76;
            const width = n(18 + random() * 20);
            return (
              <g key={i}>
                <rect x={x} y="84" width="64" height="66" rx="12" className={s.tinted} />
                <rect
                  x={x}
                  y="78"
                  width="64"
                  height="62"
                  rx="12"
                  className={i === lit ? s.strong : s.panel}
                />
                <rect
                  x={x + 12}
                  y="92"
                  width={width}
                  height="8"
                  rx="4"
                  className={i === lit ? s.panel : s.ink}
                />
              </g>
            );
          })}
        </g>
      );
    }
    case 'sync': {
      const bars = [0, 1, 2].map(() => n(30 + random() * 40));
      return (
        <g>
          {[56, 248].map((x, side) => (
            <g key={x}>
              <rect
                x={x}
                y="62"
                width="96"
                height="100"
                rx="12"
                className={side === 0 ? s.panel : s.tinted}
              />
              {/* The clip being synced, marked in the accent on both devices. */}
              {bars.map((width, i) => (
                <rect
                  key={i}
                  x={x + 14}
                  y={80 + i * 18}
                  width={width}
                  height="8"
                  rx="4"
                  className={i === 0 ? s.strong : s.ink}
                />
              ))}
            </g>
          ))}
          <path d="M166 92 Q200 62 234 92 M224 80 L234 92 L220 96" className={s.line} />
          <path d="M234 134 Q200 164 166 134 M176 146 L166 134 L180 130" className={s.line} />
          <circle cx="200" cy="113" r="10" className={s.strong} />
        </g>
      );
    }
    case 'mac': {
      // A Mac holding its clips, locked: history that stays on the device (no arrow leaves it).
      const widths = [0, 1, 2].map(() => n(56 + random() * 50));
      return (
        <g>
          <rect x="184" y="164" width="32" height="16" className={s.panel} />
          <rect x="150" y="178" width="100" height="10" rx="5" className={s.tinted} />
          <rect x="104" y="34" width="192" height="132" rx="12" className={s.panel} />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect
                x="124"
                y={54 + i * 34}
                width="152"
                height="26"
                rx="7"
                className={i === 0 ? s.strong : s.tinted}
              />
              <rect
                x="136"
                y={63 + i * 34}
                width={widths[i]}
                height="8"
                rx="4"
                className={i === 0 ? s.panel : s.ink}
              />
            </g>
          ))}
          <circle cx="292" cy="160" r="28" className={s.strong} />
          <path d="M282 156 V148 A10 10 0 0 1 302 148 V156" className={s.onStrong} />
          <rect x="277" y="156" width="30" height="20" rx="4" className={s.panel} />
        </g>
      );
    }
    case 'search': {
      const widths = [0, 1, 2].map(() => n(80 + random() * 90));
      return (
        <g>
          <rect x="80" y="34" width="240" height="46" rx="23" className={s.panel} />
          <circle cx="106" cy="55" r="9" className={s.line} />
          <path d="M113 62 L120 69" className={s.line} />
          <rect x="134" y="52" width={n(widths[0]! / 1.6)} height="8" rx="4" className={s.strong} />
          {[0, 1, 2].map((i) => (
            <g key={i}>
              <rect
                x="80"
                y={94 + i * 36}
                width="240"
                height="28"
                rx="8"
                className={i === 0 ? s.tinted : s.panel}
              />
              {/* The best match carries the query's highlight. */}
              <rect
                x="94"
                y={104 + i * 36}
                width={widths[i]}
                height="8"
                rx="4"
                className={i === 0 ? s.strong : s.ink}
              />
            </g>
          ))}
        </g>
      );
    }
  }
}
