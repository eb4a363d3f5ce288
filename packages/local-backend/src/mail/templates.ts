// The mails the backend sends, from the templates hosted Supabase sends too: config.toml's
// `[auth.email.template.confirmation]` and `[auth.email.template.recovery]` (subject and
// content_path, e.g. supabase/templates/confirmation.html), rendered with GoTrue's variables.
// Without a content_path, GoTrue's built-in default body is used, as on hosted. The plain-text
// part is derived from the rendered HTML.
import { readFileSync } from 'node:fs';
import type { MailTemplateSetting, MailTemplateSettings } from '../settings.ts';
import { htmlToText } from './plain-text.ts';
import { compileTemplate, type CompiledTemplate, type TemplateData } from './render.ts';

export const PRODUCT_NAME = 'Clipnest';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export type MailKind = keyof MailTemplateSettings;

/** GoTrue's built-in bodies (internal/mailer/templatemailer), for a kind without content_path. */
const GOTRUE_DEFAULT_BODIES: Record<MailKind, string> = {
  confirmation: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  recovery: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
};

export interface MailTemplates {
  render(kind: MailKind, data: TemplateData): MailContent;
}

function compileKind(
  kind: MailKind,
  setting: MailTemplateSetting,
): { subject: CompiledTemplate; body: CompiledTemplate } {
  let source = GOTRUE_DEFAULT_BODIES[kind];
  if (setting.contentPath) {
    try {
      source = readFileSync(setting.contentPath, 'utf8');
    } catch (err) {
      throw new Error(
        `[auth.email.template.${kind}] content_path ${setting.contentPath} cannot be read: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  return {
    // GoTrue parses subjects with html/template as well, so they are escaped like HTML text.
    subject: compileTemplate(setting.subject, `[auth.email.template.${kind}] subject`),
    body: compileTemplate(source, setting.contentPath ?? `GoTrue's default ${kind} template`),
  };
}

/** Reads and checks every template; throws (so the backend does not start) on any problem. */
export function loadMailTemplates(settings: MailTemplateSettings): MailTemplates {
  const compiled = {
    confirmation: compileKind('confirmation', settings.confirmation),
    recovery: compileKind('recovery', settings.recovery),
  };
  return {
    render(kind, data) {
      const html = compiled[kind].body.render(data);
      return { subject: compiled[kind].subject.render(data), html, text: htmlToText(html) };
    },
  };
}
