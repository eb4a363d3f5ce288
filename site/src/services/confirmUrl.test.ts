import { describe, expect, it } from 'vitest';
import { parseConfirmUrl } from './confirmUrl';

const hash = 'a'.repeat(56);

describe('the confirm link', () => {
  it('reads the token hash, the kind of link and the address', () => {
    expect(parseConfirmUrl(`?token_hash=${hash}&type=signup`, '#email=ada%2Bmac@example.org')).toEqual({
      kind: 'link',
      tokenHash: hash,
      type: 'signup',
      email: 'ada+mac@example.org',
    });
    expect(parseConfirmUrl(`?token_hash=pkce_${hash}&type=recovery`)).toMatchObject({
      kind: 'link',
      type: 'recovery',
      email: null,
    });
    expect(parseConfirmUrl(`?token_hash=${hash}&type=email`, '#email=ada+mac@example.org')).toMatchObject({
      type: 'signup',
      email: 'ada+mac@example.org',
    });
  });

  it('refuses what is not a link of ours, keeping a usable address for the next step', () => {
    expect(parseConfirmUrl('', '#email=ada@example.org')).toEqual({
      kind: 'invalid',
      email: 'ada@example.org',
    });
    expect(parseConfirmUrl(`?token_hash=${hash}&type=magic`)).toEqual({ kind: 'invalid', email: null });
    expect(parseConfirmUrl('?token_hash=<script>&type=signup')).toMatchObject({ kind: 'invalid' });
    expect(parseConfirmUrl(`?token_hash=${hash}&type=signup`, '#email=%E0%A4%A')).toMatchObject({
      email: null,
    });
    expect(parseConfirmUrl(`?token_hash=${hash}&type=signup`, '#email=not-an-address')).toMatchObject({
      email: null,
    });
  });
});
