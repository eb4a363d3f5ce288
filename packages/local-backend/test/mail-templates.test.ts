// The mail templates in supabase/templates/ and the renderer that reads them as hosted GoTrue
// does (Go html/template escaping for `{{ .Name }}`), the plain-text part, and the refusal to
// start with a template this renderer (or GoTrue) would not render as written.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, resolveSettings, type LocalBackendOptions } from '../src/config.ts';
import { htmlToText } from '../src/mail/plain-text.ts';
import { compileTemplate, TEMPLATE_VARIABLES, type TemplateData } from '../src/mail/render.ts';
import { loadMailTemplates } from '../src/mail/templates.ts';
import { startLocalBackend } from '../src/index.ts';
import { copyTemplate } from './helpers.ts';

const DATA: TemplateData = {
  SiteURL: 'https://clipnest.example',
  ConfirmationURL:
    'https://ref.supabase.co/auth/v1/verify?token=abc&type=signup&redirect_to=https://clipnest.example',
  Email: 'ada+mac@example.com',
  Token: '042137',
  TokenHash: 'pkce_0123abcd',
  RedirectTo: 'https://clipnest.example/auth/callback',
};

const templateFile = (name: string): string =>
  readFileSync(join(repoRoot, 'supabase', 'templates', name), 'utf8');

/** WCAG relative luminance of #rrggbb, and the contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the renderer (Go html/template escaping)', () => {
  it('escapes by context: text, attributes, URL start, path and query/fragment', () => {
    const t = compileTemplate(
      `<p title="{{ .Email }}">{{ .Email }} <b>{{ .Token }}</b></p>
<a href="{{ .SiteURL }}/x/{{ .Email }}?t={{ .TokenHash }}&amp;e={{ .Email }}#m={{ .Email }}">go</a>
<a href='{{ .RedirectTo }}'>back</a>`,
      'test',
    );
    expect(t.variables).toEqual([
      'Email',
      'Email',
      'Token',
      'SiteURL',
      'Email',
      'TokenHash',
      'Email',
      'Email',
      'RedirectTo',
    ]);
    const html = t.render({ ...DATA, Email: `a+"b'<c>&d@x.example` });
    // Text and plain attributes: html/template's entities (+ too).
    expect(html).toContain(
      `<p title="a&#43;&#34;b&#39;&lt;c&gt;&amp;d@x.example">a&#43;&#34;b&#39;&lt;c&gt;&amp;d@x.example <b>042137</b></p>`,
    );
    // In a URL: normalised before the query (reserved characters kept), percent-encoded after.
    expect(html).toContain(
      `<a href="https://clipnest.example/x/a&#43;%22b%27%3cc%3e&amp;d@x.example?t=pkce_0123abcd&amp;e=a%2b%22b%27%3cc%3e%26d%40x.example#m=a%2b%22b%27%3cc%3e%26d%40x.example">go</a>`,
    );
    expect(html).toContain(`<a href='https://clipnest.example/auth/callback'>back</a>`);
  });

  it('filters a URL that starts with a scheme other than http(s) or mailto, as html/template does', () => {
    const t = compileTemplate('<a href="{{ .RedirectTo }}">x</a>', 'test');
    expect(t.render({ ...DATA, RedirectTo: 'javascript:alert(1)' })).toBe('<a href="#ZgotmplZ">x</a>');
    expect(t.render({ ...DATA, RedirectTo: 'mailto:a@b.example' })).toBe(
      '<a href="mailto:a@b.example">x</a>',
    );
  });

  it('refuses unknown variables, other actions and unsupported contexts, naming file and line', () => {
    const refused: [string, RegExp][] = [
      ['<p>\n{{ .Data.plan }}</p>', /test, line 2: unsupported template action "\{\{ \.Data\.plan \}\}"/],
      ['<p>{{ .Nope }}</p>', /test, line 1: unknown template variable \.Nope \(known: \.ConfirmationURL, /],
      ['{{ if .Token }}x{{ end }}', /unsupported template action/],
      ['{{ .Token | html }}', /unsupported template action/],
      ['{{- .Token -}}', /unsupported template action/],
      ['<p>{{ .Token }', /line 1: unclosed action/],
      ['<script>var t = "{{ .Token }}"</script>', /inside <script>/],
      ['<p style="color:{{ .Token }}">x</p>', /in the style attribute/],
      ['<a onclick="f({{ .Token }})">x</a>', /in the onclick attribute/],
      ['<a href={{ .SiteURL }}>x</a>', /in an unquoted attribute value/],
      ['<p {{ .Token }}>x</p>', /outside a quoted attribute value/],
      ['<!-- {{ .Token }} -->', /inside an HTML comment/],
    ];
    for (const [source, error] of refused)
      expect(() => compileTemplate(source, 'test'), source).toThrow(error);
  });

  it('renders without spaces inside the braces and drops comments', () => {
    const t = compileTemplate('<!-- note -->\n<title>{{.Token}}</title>', 'test');
    expect(t.render(DATA)).toBe('\n<title>042137</title>');
  });

  it('derives the text part: paragraphs, line breaks, links as "label: URL", entities decoded', () => {
    expect(
      htmlToText(`<html><head><title>T</title><style>p{}</style></head><body>
<h1>Title</h1><p>One
  sentence &amp; more.</p><p>Code:<br /><span>123456</span></p>
<a href="https://x.example/?a=1&amp;b=2#e=c%40d">Press Me</a> <a href="https://y.example/">https://y.example/</a>
<!-- hidden --></body></html>`),
    ).toBe(
      'Title\n\nOne sentence & more.\n\nCode:\n123456\n\nPress Me: https://x.example/?a=1&b=2#e=c%40d https://y.example/\n',
    );
  });
});

describe('supabase/templates', () => {
  const settings = resolveSettings({ env: {} });
  const mails = loadMailTemplates(settings.auth.emailTemplates);

  it('config.toml points at them, with the subjects', () => {
    expect(settings.auth.emailTemplates).toEqual({
      confirmation: {
        subject: 'Confirm your Clipnest account',
        contentPath: join(repoRoot, 'supabase', 'templates', 'confirmation.html'),
      },
      recovery: {
        subject: 'Reset your Clipnest password',
        contentPath: join(repoRoot, 'supabase', 'templates', 'recovery.html'),
      },
    });
  });

  it('confirmation: the code, the confirm button to the site, validity and the fallback, from the file', () => {
    const source = templateFile('confirmation.html');
    expect(source).toContain(
      'href="{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&amp;type=signup#email={{ .Email }}"',
    );
    const mail = mails.render('confirmation', DATA);
    expect(mail.subject).toBe('Confirm your Clipnest account');
    expect(mail.html).toContain(
      'href="https://clipnest.example/auth/confirm?token_hash=pkce_0123abcd&amp;type=signup#email=ada%2bmac%40example.com"',
    );
    expect(mail.text).toBe(`Clipnest

Confirm your email address

Thanks for signing up for Clipnest: confirm your address to finish creating your account and download the app.

Enter this code in the Clipnest window:
042137

Confirm and Download: https://clipnest.example/auth/confirm?token_hash=pkce_0123abcd&type=signup#email=ada%2bmac%40example.com

The code and the button work for 24 hours, once. A newer email replaces this one.

If you did not sign up for Clipnest, ignore this email.
`);
    // The code is big and monospaced; no spendable link (the provider's verify URL) is in it.
    expect(mail.html).toMatch(/font-family:\s*ui-monospace[^"]*font-size: 36px[^>]*>042137</);
    expect(mail.html).not.toContain('/auth/v1/verify');
  });

  it('recovery: the code and a button to the confirm page with type=recovery', () => {
    const mail = mails.render('recovery', DATA);
    expect(mail.subject).toBe('Reset your Clipnest password');
    expect(mail.text).toContain('Enter this code in the Clipnest window:\n042137');
    expect(mail.text).toContain(
      'Reset Password: https://clipnest.example/auth/confirm?token_hash=pkce_0123abcd&type=recovery#email=ada%2bmac%40example.com',
    );
    expect(mail.text).toContain('your password stays unchanged');
    expect(mail.html).not.toContain('/auth/v1/verify');
  });

  it('say the validity config.toml sets (otp_expiry 24 h), use only known variables, and keep readable contrast', () => {
    expect(settings.auth.otpExpiry).toBe(24 * 3600);
    for (const name of ['confirmation.html', 'recovery.html']) {
      const source = templateFile(name);
      expect(source).toContain('24 hours');
      const used = compileTemplate(source, name).variables;
      expect(new Set(used)).toEqual(new Set(['Token', 'SiteURL', 'TokenHash', 'Email']));
      expect(TEMPLATE_VARIABLES).toEqual(expect.arrayContaining(used));
      // The button: brand amber with dark text, WCAG AA (4.5:1) and more.
      const button = /<a\s[^>]*style="([^"]*)"/.exec(source)![1]!;
      const background = /background:\s*(#[0-9a-f]{6})/.exec(button)![1]!;
      const color = /[^-]color:\s*(#[0-9a-f]{6})/.exec(button)![1]!;
      expect([background, color]).toEqual(['#ffc53d', '#1c2024']);
      expect(contrast(background, color)).toBeGreaterThan(10);
      // Small print on the white card.
      expect(contrast('#60646c', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('starting with a template that cannot be rendered as written', () => {
  it('refuses to start, naming the file, the line and the variable', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lb-template-'));
    const file = join(root, 'confirmation.html');
    writeFileSync(file, '<p>Hello</p>\n<p>{{ .Data.name }}, your code: {{ .Token }}</p>\n');
    const dataDir = copyTemplate();
    const start = (emailTemplates: LocalBackendOptions['emailTemplates']) =>
      startLocalBackend({ dataDir, port: 0, mailboxPort: 0, env: {}, log: () => {}, emailTemplates });
    try {
      await expect(start({ confirmation: { contentPath: file } })).rejects.toThrow(
        `${file}, line 2: unsupported template action "{{ .Data.name }}"`,
      );
      writeFileSync(file, '<p>{{ .Tokn }}</p>');
      await expect(start({ confirmation: { contentPath: file } })).rejects.toThrow(
        /unknown template variable \.Tokn/,
      );
      await expect(start({ recovery: { contentPath: join(root, 'missing.html') } })).rejects.toThrow(
        /\[auth\.email\.template\.recovery\] content_path .*missing\.html cannot be read/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
