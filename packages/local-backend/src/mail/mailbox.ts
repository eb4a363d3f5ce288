// The mailbox: every message the backend sent, as web pages for people and as JSON in the
// shape of Mailpit's API (/api/v1/messages, /api/v1/message/{ID|latest}, /api/v1/search) for
// tools. Field names and order follow Mailpit's MessagesSummary, MessageSummary and Message.
import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { isObject, readJson } from '../http/body.ts';
import { escapeHtml } from './render.ts';

interface MessageRow {
  id: string;
  message_id: string;
  created_at: Date;
  from_name: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  size: number;
  read: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function summary(m: MessageRow): Record<string, unknown> {
  return {
    ID: m.id,
    MessageID: m.message_id,
    Read: m.read,
    From: { Name: m.from_name, Address: m.from_address },
    To: [{ Name: '', Address: m.to_address }],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.subject,
    Created: m.created_at.toISOString(),
    // The SMTP/Send-API user a message came in with; the backend's own mails have none.
    Username: '',
    Tags: [],
    Size: m.size,
    Attachments: 0,
    Snippet: m.text_body.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

/** Mailpit's Message: no `Read` field (fetching a message marks it read). */
function full(m: MessageRow): Record<string, unknown> {
  return {
    ID: m.id,
    MessageID: m.message_id,
    From: { Name: m.from_name, Address: m.from_address },
    To: [{ Name: '', Address: m.to_address }],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: m.from_address,
    Subject: m.subject,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: m.created_at.toISOString(),
    Tags: [],
    Username: '',
    Text: m.text_body,
    HTML: m.html_body,
    Size: m.size,
    Inline: [],
    Attachments: [],
  };
}

/** Mailpit-style search: `to:addr`, `subject:word`, or free text over subject, recipient and body. */
function searchFilter(query: string): { where: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  for (const term of query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
    const m = /^(to|subject|from):(.*)$/i.exec(term);
    const value = (m ? m[2]! : term).replace(/^"|"$/g, '');
    if (value === '') continue;
    params.push(`%${value.replace(/[\\%_]/g, '\\$&')}%`);
    const p = `$${params.length}`;
    const field = m?.[1]?.toLowerCase();
    clauses.push(
      field === 'to'
        ? `to_address ilike ${p}`
        : field === 'from'
          ? `from_address ilike ${p}`
          : field === 'subject'
            ? `subject ilike ${p}`
            : `(subject ilike ${p} or to_address ilike ${p} or text_body ilike ${p})`,
    );
  }
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1c2024; background: #f6f7f9; }
  header { background: #1c2024; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { padding: 24px; max-width: 960px; margin: 0 auto; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e0e1e6; }
  tr.unread td { font-weight: 600; }
  .meta { background: #fff; padding: 16px; border-radius: 8px; margin-bottom: 16px; }
  .links a { display: block; word-break: break-all; margin: 4px 0; }
  iframe { width: 100%; height: 640px; border: 1px solid #e0e1e6; background: #fff; border-radius: 8px; }
  pre { white-space: pre-wrap; background: #fff; padding: 16px; border-radius: 8px; }
</style>
</head>
<body><header><a href="/">Local mailbox</a></header><main>${body}</main></body>
</html>`;
}

export function mailboxRoutes(db: Database): Hono {
  const app = new Hono();

  const list = async (where: string, params: unknown[], start: number, limit: number) =>
    db.admin(async (tx) => {
      const rows = await tx.query<MessageRow>(
        `select * from local_backend.mail_messages ${where} order by created_at desc, id
         offset ${start} limit ${limit}`,
        params,
      );
      const counts = await tx.query<{
        total: number;
        unread: number;
        matched: number;
        matchedUnread: number;
      }>(
        `select (select count(*)::int from local_backend.mail_messages) as total,
                (select count(*)::int from local_backend.mail_messages where not read) as unread,
                (select count(*)::int from local_backend.mail_messages ${where}) as matched,
                (select count(*)::int from local_backend.mail_messages
                   ${where ? `${where} and not read` : 'where not read'}) as "matchedUnread"`,
        params,
      );
      return { rows: rows.rows, counts: counts.rows[0]! };
    });

  /** Mailpit's MessagesSummary: mailbox totals, then the totals of the query, then the page. */
  const summaries = (
    { rows, counts }: Awaited<ReturnType<typeof list>>,
    start: number,
  ): Record<string, unknown> => ({
    total: counts.total,
    unread: counts.unread,
    count: rows.length,
    messages_count: counts.matched,
    messages_unread: counts.matchedUnread,
    start,
    tags: [],
    messages: rows.map(summary),
  });

  /**
   * `start` and `limit`, when given, are whole numbers within Postgres' integer range; anything
   * else (`1e20`, `1e400`, `-1`, `abc`) is a plain-text 400, as Mailpit answers bad parameters.
   */
  const paging = (
    start?: string,
    limit?: string,
  ): { ok: true; start: number; limit: number } | { ok: false; error: string } => {
    const whole = (value: string | undefined, fallback: number): number | null => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d{1,10}$/.test(value)) return null;
      const n = Number(value);
      return n <= 2_147_483_647 ? n : null;
    };
    const s = whole(start, 0);
    if (s === null) return { ok: false, error: 'Error: invalid start parameter' };
    const l = whole(limit, 50);
    if (l === null) return { ok: false, error: 'Error: invalid limit parameter' };
    return { ok: true, start: s, limit: Math.min(1000, Math.max(1, l)) };
  };

  /** Marks the message read and returns it; `latest` is the newest one (matching `query` if given). */
  const findMessage = (id: string, query?: string) =>
    db.admin(async (tx) => {
      let target = id;
      if (id === 'latest') {
        const filter = searchFilter(query ?? '');
        const newest = await tx.query<{ id: string }>(
          `select id from local_backend.mail_messages ${filter.where} order by created_at desc, id limit 1`,
          filter.params,
        );
        if (!newest.rows[0]) return null;
        target = newest.rows[0].id;
      }
      if (!UUID.test(target)) return null;
      const r = await tx.query<MessageRow>(
        'update local_backend.mail_messages set read = true where id = $1 returning *',
        [target],
      );
      return r.rows[0] ?? null;
    });

  app.get('/api/v1/messages', async (c) => {
    const p = paging(c.req.query('start'), c.req.query('limit'));
    if (!p.ok) return c.text(p.error, 400);
    return c.json(summaries(await list('', [], p.start, p.limit), p.start));
  });

  app.get('/api/v1/search', async (c) => {
    const query = (c.req.query('query') ?? '').trim().slice(0, 500);
    // Mailpit answers a search without a query with a plain-text 400.
    if (query === '') return c.text('Error: no search query', 400);
    // Postgres text cannot hold NUL: such a query is refused rather than sent to the database.
    if (query.includes('\0')) return c.text('Error: invalid search query', 400);
    const p = paging(c.req.query('start'), c.req.query('limit'));
    if (!p.ok) return c.text(p.error, 400);
    const filter = searchFilter(query);
    return c.json(summaries(await list(filter.where, filter.params, p.start, p.limit), p.start));
  });

  app.get('/api/v1/message/:id', async (c) => {
    const query = c.req.query('query')?.trim().slice(0, 500);
    if (query?.includes('\0')) return c.text('Error: invalid search query', 400);
    const m = await findMessage(c.req.param('id'), query);
    if (!m) return c.text('Message not found', 404);
    return c.json(full(m));
  });

  // Mailpit: DELETE /api/v1/messages with {"IDs": [...]} deletes those, without a body all.
  app.delete('/api/v1/messages', async (c) => {
    const body = await readJson(c.req.raw, 1024 * 1024);
    if (!body.ok) return c.text('invalid body', 400);
    const ids = isObject(body.value) && Array.isArray(body.value.IDs) ? body.value.IDs : null;
    if (ids && !ids.every((id) => typeof id === 'string' && UUID.test(id))) return c.text('invalid IDs', 400);
    await db.admin((tx) =>
      ids
        ? tx.query('delete from local_backend.mail_messages where id = any($1::uuid[])', [ids])
        : tx.query('delete from local_backend.mail_messages'),
    );
    return c.text('ok');
  });

  app.get('/', async (c) => {
    const { rows, counts } = await list('', [], 0, 200);
    const items = rows
      .map(
        (m) => `<tr class="${m.read ? '' : 'unread'}">
  <td>${escapeHtml(m.created_at.toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td>
  <td>${escapeHtml(m.to_address)}</td>
  <td><a href="/view/${m.id}">${escapeHtml(m.subject)}</a></td>
</tr>`,
      )
      .join('\n');
    const body =
      rows.length === 0
        ? '<p>No messages yet. Sign up on the site and the confirmation email appears here.</p>'
        : `<p>${counts.total} message(s), ${counts.unread} unread.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${items}</tbody></table>`;
    return c.html(page('Local mailbox', body));
  });

  app.get('/view/:id', async (c) => {
    const m = await findMessage(c.req.param('id'));
    if (!m) return c.html(page('Not found', '<p>Message not found.</p>'), 404);
    const links = [...new Set(m.text_body.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
    const body = `<div class="meta">
  <p><strong>${escapeHtml(m.subject)}</strong></p>
  <p>From: ${escapeHtml(`${m.from_name} <${m.from_address}>`)}<br>To: ${escapeHtml(m.to_address)}<br>
  Date: ${escapeHtml(m.created_at.toISOString())}</p>
  <div class="links">${links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('')}</div>
</div>
<iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(m.html_body)}"></iframe>
<h2>Plain text</h2>
<pre>${escapeHtml(m.text_body)}</pre>`;
    return c.html(page(m.subject, body));
  });

  app.all('*', (c) => c.text('not found', 404));

  return app;
}
