import { describe, expect, it } from 'vitest';
import { iconNames } from '@clipnest/ui';
import { benefits } from './careers';

describe('the careers benefits', () => {
  it('each show an icon of their own from the set, never the same tick six times', () => {
    const icons = benefits.map((b) => b.icon);
    expect(new Set(icons).size).toBe(benefits.length);
    for (const icon of icons) expect(iconNames).toContain(icon);
    expect(icons).not.toContain('check');
  });
});
