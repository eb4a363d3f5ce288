// The contact form's topics and limits are written once in content/contact.ts; the database
// checks the same in SQL (the table's checks and the submit function). This holds them together:
// a limit changed on one side only would let the form accept what the database refuses.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxEmailLength } from '@clipnest/ui';
import { describe, expect, it } from 'vitest';
import { contactLimits, contactTopics } from './contact';

const migrations = resolve(dirname(fileURLToPath(import.meta.url)), '../../../supabase/migrations');
// In order, so that a later migration's definition wins.
const sql = readdirSync(migrations)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => readFileSync(join(migrations, file), 'utf8'))
  .join('\n');

/** The last match of `pattern` in the migrations (its first group). */
function last(pattern: RegExp): string {
  const found = [...sql.matchAll(new RegExp(pattern, 'g'))].at(-1)?.[1];
  if (found === undefined) throw new Error(`not in supabase/migrations: ${pattern}`);
  return found;
}

const quoted = (list: string) => [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]);

const table = last(/create table if not exists public\.contact_messages \(([\s\S]*?)\n\);/);
const submit = last(
  /create or replace function public\.submit_contact_message\([\s\S]*?as \$\$([\s\S]*?)\$\$/,
);

describe('the contact form and the database', () => {
  it('take the same topics', () => {
    const ids = contactTopics.map((topic) => topic.id);
    expect(quoted(/topic in \(([^)]*)\)/.exec(table)![1]!)).toEqual(ids);
    expect(quoted(/choice_field\([\s\S]*?array\[([^\]]*)\]/.exec(submit)![1]!)).toEqual(ids);
  });

  it('take the same longest name, email and message', () => {
    const tableMax = (column: string) =>
      Number(new RegExp(`length\\(${column}\\) between \\d+ and (\\d+)`).exec(table)![1]);
    const submitMax = (field: string) =>
      Number(new RegExp(`text_field\\(${field}, '${field}', '[^']*', (\\d+)`).exec(submit)![1]);
    expect([tableMax('name'), submitMax('name')]).toEqual([contactLimits.name, contactLimits.name]);
    expect([tableMax('message'), submitMax('message')]).toEqual([
      contactLimits.message,
      contactLimits.message,
    ]);
    expect(tableMax('email')).toBe(maxEmailLength);
    expect(/email_field\(email\)/.test(submit)).toBe(true);
    expect(Number(last(/address text := lower\(private\.text_field\(value, field, '[^']*', (\d+)\)\)/))).toBe(
      maxEmailLength,
    );
  });
});
