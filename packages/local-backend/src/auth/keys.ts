// The JWT secret is generated per data directory at first start and never leaves it; the anon
// and service-role keys are long-lived JWTs signed with it, as on hosted Supabase.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signJwt } from '../http/jwt.ts';
import type { ProjectKeys } from '../http/gateway.ts';

export type Secrets = ProjectKeys;

/** What other scripts (the site's start script, end-to-end tests) read from keys.json. */
export interface KeysFile {
  apiUrl: string;
  mailboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  pid: number;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

export function loadOrCreateSecrets(dataDir: string, nowMs: number): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (parsed.jwtSecret && parsed.anonKey && parsed.serviceRoleKey) return parsed as Secrets;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  const iat = Math.floor(nowMs / 1000);
  const key = (role: string): string =>
    signJwt({ iss: 'supabase', ref: 'local', role, iat, exp: iat + TEN_YEARS }, jwtSecret);
  const secrets = { jwtSecret, anonKey: key('anon'), serviceRoleKey: key('service_role') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

export function writeKeysFile(dataDir: string, keys: KeysFile): void {
  writeFileSync(join(dataDir, 'keys.json'), `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
}

/** Reads `<dataDir>/keys.json` written by a running (or the last) backend. */
export function readKeys(dataDir: string): KeysFile {
  return JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as KeysFile;
}
