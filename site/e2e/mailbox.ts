// The local backend's mailbox, read as a person reads their inbox: the newest mail to an address,
// its 6-digit code, its button's link to /auth/confirm, and the provider's own verify link that
// projects with the old mail templates still send.
import type { Stack } from './harness';

export interface Mail {
  Text: string;
  HTML: string;
}

/** The newest mail to `address`, waiting up to 5 s for it. */
export async function latestMail(stack: Stack, address: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await fetch(
      `${stack.backend.mailboxUrl}/api/v1/message/latest?query=${encodeURIComponent(`to:${address}`)}`,
    );
    if (res.ok) return (await res.json()) as Mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

export async function mailCount(stack: Stack, address: string): Promise<number> {
  const res = await fetch(
    `${stack.backend.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`,
  );
  return ((await res.json()) as { messages_count: number }).messages_count;
}

/** The 6-digit code of the newest mail to `address`. */
export async function mailedCode(stack: Stack, address: string): Promise<string> {
  const { Text } = await latestMail(stack, address);
  // The code stands after its label (the button's token hash may hold six digits in a row too).
  const code = /Enter this code[^:]*:\s*(\d{6})\b/.exec(Text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}:\n${Text}`);
  return code;
}

/** Every link in the newest mail to `address` (what a mail scanner fetches). */
export async function mailedLinks(stack: Stack, address: string): Promise<string[]> {
  const { Text, HTML } = await latestMail(stack, address);
  const fromHtml = [...HTML.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const fromText = [...Text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return [...new Set([...fromHtml, ...fromText])].filter((link) => /^https?:/.test(link));
}

/** The button's link: the site's /auth/confirm with the token hash (and the address in the fragment). */
export async function confirmLink(stack: Stack, address: string): Promise<string> {
  const link = (await mailedLinks(stack, address)).find((href) => href.includes('/auth/confirm?'));
  if (!link) throw new Error(`no confirm link in the mail to ${address}`);
  return link;
}

/**
 * The provider's one-time verify link for the newest mail (what `{{ .ConfirmationURL }}` is in the
 * old templates): a GET that verifies and redirects to `redirectPath` with the session.
 */
export async function providerLink(
  stack: Stack,
  address: string,
  redirectPath = '/auth/callback',
): Promise<string> {
  const url = new URL(await confirmLink(stack, address));
  const query = new URLSearchParams({
    token: url.searchParams.get('token_hash') ?? '',
    type: url.searchParams.get('type') ?? 'signup',
    redirect_to: stack.siteUrl + redirectPath,
  });
  return `${stack.backend.apiUrl}/auth/v1/verify?${query.toString()}`;
}
