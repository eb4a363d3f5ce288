// Request bodies are read with a hard cap, and malformed input is an answer, not an exception.

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'invalid_json' | 'too_deep' };

/**
 * How deeply objects and arrays may nest in a request body. Deeper bodies are refused before they
 * are parsed: serialising one again (for jsonb, for logs) would overflow the call stack.
 */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `[` and `{` outside strings in JSON text (not validated: JSON.parse does). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) max = Math.max(max, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Reads at most `limit` bytes; an empty body gives `value: undefined`. */
export async function readJson(req: Request, limit: number): Promise<JsonBody> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, reason: 'too_large' };
  if (!req.body) return { ok: true, value: undefined };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, reason: 'too_deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
}
