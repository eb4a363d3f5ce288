// GET /user and PUT /user (updateUser): the signed-in user, and changes to their password and
// metadata.
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { AuthError, phoneDisabled, validationFailed } from './errors.ts';
import { assertPasswordAcceptable, checkPassword, hashPassword } from './passwords.ts';
import { now, optObject, optString, readBody } from './request.ts';
import { requireUser } from './require-user.ts';
import { endSessions } from './sessions.ts';
import { loadUserJson } from './users.ts';

export async function getUser(c: Context, ctx: AuthContext): Promise<Response> {
  const json = await ctx.db.admin(async (tx) => {
    const { user } = await requireUser(c, ctx, tx);
    return loadUserJson(tx, user.id);
  });
  return c.json(json);
}

export async function updateUser(c: Context, ctx: AuthContext): Promise<Response> {
  const auth = ctx.settings.auth;
  const { user, sessionId } = await ctx.db.admin((tx) => requireUser(c, ctx, tx));
  const b = await readBody(c, ctx);
  const password = optString(b, 'password');
  const data = optObject(b, 'data');
  const email = optString(b, 'email');
  if (email !== undefined && email.trim().toLowerCase() !== user.email) {
    throw validationFailed('Changing the email address is not supported by the local backend');
  }
  if (optString(b, 'phone')) throw phoneDisabled();
  let newHash: string | null = null;
  if (password !== undefined) {
    assertPasswordAcceptable(password, auth.minimumPasswordLength);
    if (await checkPassword(password, user.encrypted_password, auth.bcryptCost)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    newHash = await hashPassword(password, auth.bcryptCost);
  }
  const at = now(ctx);
  const json = await ctx.db.admin(async (tx) => {
    if (newHash) {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = $3 where id = $1', [
        user.id,
        newHash,
        at,
      ]);
      // A new password ends every other session, as GoTrue does.
      await endSessions(tx, user.id, sessionId, 'others');
    }
    if (data) {
      // Keys set to null are removed; others are merged into the existing metadata.
      const remove = Object.keys(data).filter((k) => data[k] === null);
      await tx.query(
        `update auth.users
         set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[], updated_at = $4
         where id = $1`,
        [user.id, JSON.stringify(data), remove, at],
      );
    }
    return loadUserJson(tx, user.id);
  });
  return c.json(json);
}
