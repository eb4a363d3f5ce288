// Creating a database (initdb + shims + migrations + seed) takes several seconds, so it is done
// once here, from scratch; each test file starts its servers on a copy of that directory. The
// site's end-to-end suite uses it too (vitest.config.ts at the root, site/e2e/harness.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalBackend } from '../src/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'local-backend-template-'));
  const dir = join(root, 'data');
  const backend = await startLocalBackend({ dataDir: dir, port: 0, mailboxPort: 0, env: {}, log: () => {} });
  await backend.stop();
  project.provide('templateDir', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
