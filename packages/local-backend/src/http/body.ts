// Request bodies are read with a hard cap, and malformed input is an answer, not an exception.

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'invalid_json' };

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
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
}
