import { describe, expect, it } from 'vitest';
import { unusedCustomProperties, withoutCustomProperties } from './css-tokens.mjs';

const theme = `:root{--red-9:#e5484d;--red-a9:rgba(1,2,3,.5);--amber-9:#ffc53d;--amber-11:#ab6400;--danger:var(--red-9);--accent:var(--amber-9);--unused-alias:var(--amber-11)}
.dark{--red-9:#ec5d5e;--amber-9:#ffc53d}
.button{background:var(--accent);color:var(--text, #000)}
.icon{--mask:url("data:image/svg+xml;utf8,<svg/>");mask:var(--mask)}
.spare{--unreferenced-mask:url("data:image/svg+xml;utf8,<svg/>")}`;

describe('unusedCustomProperties', () => {
  it('keeps what a rule draws with, what the scripts name, and what those refer to, in every theme', () => {
    const unused = unusedCustomProperties(theme, ['el.style.setProperty("--danger", "red")']);
    // --danger (named by a script) keeps --red-9; .button keeps --accent and so --amber-9.
    expect([...unused].sort()).toEqual(['--amber-11', '--red-a9', '--unreferenced-mask', '--unused-alias']);
  });

  it('removes every declaration of what is unused, leaving the rest of each rule as it was', () => {
    const unused = unusedCustomProperties(theme, []);
    const pruned = withoutCustomProperties(theme, unused);
    expect(pruned).toContain('.dark{--amber-9:#ffc53d}');
    expect(pruned).toContain(':root{--amber-9:#ffc53d;--accent:var(--amber-9);}');
    expect(pruned).toContain('.button{background:var(--accent);color:var(--text, #000)}');
    expect(pruned).toContain('mask:var(--mask)');
    // A value holding a string (a data URL has a `;` in it) is never cut in half: it stays whole.
    expect(pruned).toContain('.spare{--unreferenced-mask:url("data:image/svg+xml;utf8,<svg/>")}');
  });
});
