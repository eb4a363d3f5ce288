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
