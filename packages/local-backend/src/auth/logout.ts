// POST /logout: ends the caller's sessions in the scope asked for (global by default).
import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { validationFailed } from './errors.ts';
import { requireUser } from './require-user.ts';
import { endSessions } from './sessions.ts';

export async function logout(c: Context, ctx: AuthContext): Promise<Response> {
  await ctx.db.admin(async (tx) => {
    const { user, sessionId } = await requireUser(c, ctx, tx);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    await endSessions(tx, user.id, sessionId, scope);
  });
  return c.body(null, 204);
}
