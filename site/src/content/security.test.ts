import { describe, expect, it } from 'vitest';
import { securityText } from './security';

describe('security.txt', () => {
  it('has the fields RFC 9116 asks for, expiring a year after the build', () => {
    const text = securityText('https://clipnest.example', new Date('2026-11-26T08:30:00.123Z'));
    const fields = Object.fromEntries(
      text
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields).toEqual({
      Contact: expect.stringMatching(/^mailto:\S+@\S+$/),
      Expires: '2027-11-26T08:30:00Z',
      'Preferred-Languages': 'en',
      Canonical: 'https://clipnest.example/.well-known/security.txt',
    });
  });
});
