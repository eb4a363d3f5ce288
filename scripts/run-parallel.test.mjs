import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const runner = fileURLToPath(new URL('./run-parallel.mjs', import.meta.url));
let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs run-parallel.mjs in a project whose package.json has `scripts`. */
function runIn(scripts, names) {
  dir = mkdtempSync(join(tmpdir(), 'run-parallel-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'p', private: true, scripts }));
  const result = spawnSync(process.execPath, [runner, ...names], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('run-parallel', () => {
  it('succeeds when every script succeeds, and prints each one’s output', () => {
    const { code, output } = runIn(
      { a: 'node -e "console.log(\'from a\')"', b: 'node -e "console.error(\'from b\')"' },
      ['a', 'b'],
    );
    expect(code).toBe(0);
    expect(output).toContain('from a');
    expect(output).toContain('from b');
  });

  it('fails when one script fails, naming it, and still runs the other to the end', () => {
    const { code, output } = runIn(
      {
        ok: 'node -e "setTimeout(() => console.log(\'ok finished\'), 300)"',
        bad: 'node -e "process.exit(3)"',
      },
      ['ok', 'bad'],
    );
    expect(code).toBe(1);
    expect(output).toContain('npm run bad failed (exit code 3)');
    expect(output).toContain('ok finished');
    expect(output).not.toContain('npm run ok failed');
  });

  it('fails for a script that does not exist', () => {
    const { code, output } = runIn({ a: 'node -e ""' }, ['a', 'missing']);
    expect(code).toBe(1);
    expect(output).toContain('npm run missing failed');
  });
});
