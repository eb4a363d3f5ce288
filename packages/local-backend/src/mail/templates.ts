// The emails the backend sends: HTML + plain text, with the product name, the link and how
// long it stays valid.

export const PRODUCT_NAME = 'Clipnest';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function validity(seconds: number): string {
  if (seconds % 3600 === 0) {
    const h = seconds / 3600;
    return h === 1 ? '1 hour' : `${h} hours`;
  }
  const m = Math.max(1, Math.round(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
}

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#1c2024">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
    <table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td>
        <p style="margin:0 0 24px;font-size:20px;font-weight:700">${PRODUCT_NAME}</p>
        <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
        <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
        <p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#3e63dd;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></p>
        <p style="margin:0 0 8px;font-size:14px;color:#60646c">${escapeHtml(outro)}</p>
        <p style="margin:0 0 24px;font-size:14px;color:#60646c;word-break:break-all">If the button does not work, open this link: <a href="${href}">${href}</a></p>
        <p style="margin:0;font-size:13px;color:#80838d">If you did not request this email, you can ignore it.</p>
      </td></tr>
    </table>
  </td></tr></table>
</body>
</html>
`;
}

export function confirmationMail(link: string, validForSeconds: number): MailContent {
  const valid = validity(validForSeconds);
  const subject = `Confirm your ${PRODUCT_NAME} account`;
  const intro = `Thanks for signing up for ${PRODUCT_NAME}. Confirm your email address to finish creating your account and download the app.`;
  const outro = `This link is valid for ${valid} and can be used once.`;
  const text = `${subject}

${intro}

Confirm your email address:
${link}

${outro}
If you did not sign up for ${PRODUCT_NAME}, you can ignore this email.
`;
  return { subject, text, html: layout(subject, intro, 'Confirm email address', link, outro) };
}

export function recoveryMail(link: string, validForSeconds: number): MailContent {
  const valid = validity(validForSeconds);
  const subject = `Reset your ${PRODUCT_NAME} password`;
  const intro = `Someone asked to reset the password of your ${PRODUCT_NAME} account. Follow the link to choose a new one.`;
  const outro = `This link is valid for ${valid} and can be used once.`;
  const text = `${subject}

${intro}

Reset your password:
${link}

${outro}
If you did not ask for this, you can ignore this email: your password stays unchanged.
`;
  return { subject, text, html: layout(subject, intro, 'Reset password', link, outro) };
}
