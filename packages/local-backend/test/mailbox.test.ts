import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLBACK,
  client,
  mailedCode,
  mailedConfirmUrl,
  PASSWORD,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from './helpers.ts';

/** A minimal SMTP server on loopback that records each DATA section. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, messages }),
    ),
  );
}

let backend: TestBackend;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

beforeAll(async () => {
  smtp = await fakeSmtp();
  backend = await startTestBackend({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await backend.dispose();
  smtp.server.close();
});

describe('mailbox', () => {
  it('stores the confirmation mail: HTML and text, product name, code, confirm URL, 24 h validity', async () => {
    const email = uniqueEmail('mail');
    await client(backend).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: CALLBACK } });
    const list = (await (await fetch(`${backend.mailboxUrl}/api/v1/messages`)).json()) as Record<
      string,
      unknown
    > & { messages: Record<string, unknown>[] };
    // Mailpit's MessagesSummary and MessageSummary, field for field.
    expect(Object.keys(list)).toEqual([
      'total',
      'unread',
      'count',
      'messages_count',
      'messages_unread',
      'start',
      'tags',
      'messages',
    ]);
    expect(list).toMatchObject({
      total: 1,
      unread: 1,
      count: 1,
      messages_count: 1,
      messages_unread: 1,
      start: 0,
      tags: [],
    });
    const summary = list.messages[0]!;
    expect(Object.keys(summary)).toEqual([
      'ID',
      'MessageID',
      'Read',
      'From',
      'To',
      'Cc',
      'Bcc',
      'ReplyTo',
      'Subject',
      'Created',
      'Username',
      'Tags',
      'Size',
      'Attachments',
      'Snippet',
    ]);
    expect(summary).toMatchObject({
      Subject: 'Confirm your Clipnest account',
      To: [{ Address: email }],
      From: { Name: 'Clipnest' },
      Read: false,
      Username: '',
    });

    const msg = (await (
      await fetch(`${backend.mailboxUrl}/api/v1/message/${String(summary.ID)}`)
    ).json()) as { Text: string; HTML: string; Subject: string };
    // Mailpit's Message: no Read field; fetching it marks the message read.
    expect(Object.keys(msg)).toEqual([
      'ID',
      'MessageID',
      'From',
      'To',
      'Cc',
      'Bcc',
      'ReplyTo',
      'ReturnPath',
      'Subject',
      'ListUnsubscribe',
      'Date',
      'Tags',
      'Username',
      'Text',
      'HTML',
      'Size',
      'Inline',
      'Attachments',
    ]);
    const afterRead = (await (await fetch(`${backend.mailboxUrl}/api/v1/messages`)).json()) as {
      unread: number;
      messages_unread: number;
      messages: { Read: boolean }[];
    };
    expect(afterRead).toMatchObject({ unread: 0, messages_unread: 0, messages: [{ Read: true }] });
    const code = await mailedCode(backend, email);
    const { href } = await mailedConfirmUrl(backend, email);
    for (const part of [msg.Text, msg.HTML]) {
      expect(part).toContain('Clipnest');
      expect(part).toContain('24 hours');
      expect(part).toContain(code);
    }
    expect(msg.Text).toContain(`Confirm and Download: ${href}`);
    expect(msg.HTML).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
    expect(msg.HTML.startsWith('<!doctype html>')).toBe(true);

    // The web view lists the message and shows the confirm URL as a clickable anchor.
    const page = await (await fetch(`${backend.mailboxUrl}/`)).text();
    expect(page).toContain('Confirm your Clipnest account');
    const view = await (await fetch(`${backend.mailboxUrl}/view/${String(summary.ID)}`)).text();
    expect(view).toContain(`<a href="${href.replace(/&/g, '&amp;')}">`);

    const search = (await (
      await fetch(`${backend.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`)
    ).json()) as { messages: unknown[] };
    expect(search.messages).toHaveLength(1);
    const none = (await (
      await fetch(`${backend.mailboxUrl}/api/v1/search?query=to:nobody@example.com`)
    ).json()) as { messages: unknown[] };
    expect(none.messages).toHaveLength(0);
    expect((await fetch(`${backend.mailboxUrl}/api/v1/message/not-an-id`)).status).toBe(404);
  });

  it('forwards every message through SMTP_URL', async () => {
    const deadline = Date.now() + 10_000;
    while (smtp.messages.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Confirm your Clipnest account');
    expect(smtp.messages[0]).toMatch(/multipart\/alternative/);
  });

  it('DELETE /api/v1/messages empties the mailbox', async () => {
    expect((await fetch(`${backend.mailboxUrl}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    const list = (await (await fetch(`${backend.mailboxUrl}/api/v1/messages`)).json()) as { total: number };
    expect(list.total).toBe(0);
  });

  it('GET /api/v1/message/latest (optionally ?query=), search counts, and a search without a query', async () => {
    const none = await fetch(`${backend.mailboxUrl}/api/v1/message/latest`);
    expect(none.status).toBe(404);
    expect(await none.text()).toBe('Message not found');

    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      const { error } = await client(backend).auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: CALLBACK },
      });
      expect(error).toBeNull();
      // Distinct creation times, so "latest" is well defined.
      await new Promise((r) => setTimeout(r, 20));
    }
    const search = (query: string) =>
      fetch(`${backend.mailboxUrl}/api/v1/search?query=${encodeURIComponent(query)}`).then(
        (r) => r.json() as Promise<Record<string, unknown>>,
      );
    expect(await search(`to:${first}`)).toMatchObject({
      total: 2,
      unread: 2,
      count: 1,
      messages_count: 1,
      messages_unread: 1,
    });

    const latest = (await (await fetch(`${backend.mailboxUrl}/api/v1/message/latest`)).json()) as {
      To: { Address: string }[];
      Text: string;
    };
    expect(latest.To[0]!.Address).toBe(second);
    expect(latest.Text).toContain('/auth/confirm?token_hash=');
    const latestFirst = (await (
      await fetch(`${backend.mailboxUrl}/api/v1/message/latest?query=${encodeURIComponent(`to:${first}`)}`)
    ).json()) as { To: { Address: string }[] };
    expect(latestFirst.To[0]!.Address).toBe(first);
    // Both were marked read by being fetched.
    const list = await (await fetch(`${backend.mailboxUrl}/api/v1/messages`)).json();
    expect(list).toMatchObject({ total: 2, unread: 0, messages_count: 2, messages_unread: 0 });
    const noMatch = await fetch(
      `${backend.mailboxUrl}/api/v1/message/latest?query=${encodeURIComponent('to:nobody@example.com')}`,
    );
    expect(noMatch.status).toBe(404);

    const empty = await fetch(`${backend.mailboxUrl}/api/v1/search?query=`);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe('Error: no search query');
  });
});

describe('mailbox paging', () => {
  it('start=1e400, 1e20 and other non-integers answer 400, not 500; good values still page', async () => {
    for (const path of ['/api/v1/messages', '/api/v1/search?query=example.com&']) {
      const sep = path.includes('?') ? '' : '?';
      for (const bad of [
        'start=1e400',
        'start=1e20',
        'start=-1',
        'start=99999999999',
        'limit=1e400',
        'limit=abc',
      ]) {
        const res = await fetch(`${backend.mailboxUrl}${path}${sep}${bad}`);
        expect(res.status, `${path} ${bad}`).toBe(400);
        expect(await res.text()).toMatch(/^Error: invalid (start|limit) parameter$/);
      }
      const ok = await fetch(`${backend.mailboxUrl}${path}${sep}start=0&limit=1`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ start: 0, count: 1 });
      const far = await fetch(`${backend.mailboxUrl}${path}${sep}start=2147483647`);
      expect(far.status).toBe(200);
      expect(await far.json()).toMatchObject({ start: 2147483647, count: 0, messages: [] });
    }
    expect(backend.logs.filter((l) => l.includes('internal error'))).toEqual([]);
  });
});
