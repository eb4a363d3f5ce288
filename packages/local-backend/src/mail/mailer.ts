// Every message is stored in the mailbox table, inside the transaction that caused it, so a
// mail exists exactly when its token does. With SMTP_URL set it is also sent through that
// server after the transaction commits.
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Tx } from '../db/database.ts';
import { PRODUCT_NAME, type MailContent } from './templates.ts';

export const FROM_ADDRESS = 'no-reply@clipnest.local';

export interface StoredMail extends MailContent {
  id: string;
  messageId: string;
  to: string;
}

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly log: (message: string) => void,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async store(tx: Tx, to: string, content: MailContent, now: Date): Promise<StoredMail> {
    const id = randomUUID();
    const messageId = `${id}@clipnest.local`;
    const size = Buffer.byteLength(content.text) + Buffer.byteLength(content.html) + 512;
    await tx.query(
      `insert into local_backend.mail_messages
         (id, message_id, created_at, from_name, from_address, to_address, subject,
          text_body, html_body, size)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, messageId, now, PRODUCT_NAME, FROM_ADDRESS, to, content.subject, content.text, content.html, size],
    );
    return { ...content, id, messageId, to };
  }

  /** Sends a stored message through SMTP, if configured. Never throws: failures are logged. */
  forward(mail: StoredMail): void {
    if (!this.transport) return;
    this.transport
      .sendMail({
        from: { name: PRODUCT_NAME, address: FROM_ADDRESS },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}>`,
      })
      .catch((err: unknown) => {
        this.log(`SMTP delivery to ${mail.to} failed: ${err instanceof Error ? err.message : String(err)}`);
      });
  }

  close(): void {
    this.transport?.close();
  }
}
