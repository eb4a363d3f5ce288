import { vars } from '../../theme/vars.css';

/*
 * The colours of the app's own parts as every mock-up draws them (the hero's panel, the feature
 * scenes, the use-case tabs), so they read as one app. Sizes stay with each drawing (px or em).
 * The selected chip is the site's own chosen chip: solid accent, the accent's contrast text.
 */
export const mockChip = { color: vars.color.gray[11], backgroundColor: vars.color.gray.a3 } as const;

export const mockChipSelected = {
  backgroundColor: vars.color.accent[9],
  color: vars.color.accent.contrast,
  fontWeight: vars.font.weight.medium,
} as const;

/**
 * A screenshot clip drawn without a raster: sky and sun as gradients, hills as a clipped layer.
 * `sun` is the sun's radius in px; the element needs `position: relative`.
 */
export const screenshotThumb = (sun: number) =>
  ({
    backgroundImage: [
      `radial-gradient(circle at 70% 31%, ${vars.color.amber[9]} 0 ${sun}px, transparent ${sun + 1}px)`,
      `linear-gradient(${vars.color.accent[7]}, ${vars.color.accent[4]})`,
    ].join(', '),
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        backgroundColor: vars.color.green[9],
        clipPath: 'polygon(0 100%, 0 71%, 29% 47%, 53% 69%, 75% 55%, 100% 73%, 100% 100%)',
      },
    },
  }) as const;
