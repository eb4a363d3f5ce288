// Turns error stacks off while react-dom loads (see react.ts, which imports this module first and
// turns them back on). The limit is V8's (Chrome, Edge) and JavaScriptCore's; Firefox has none, and
// nothing changes there.
type WithStackLimit = { stackTraceLimit?: number };

const limit = (Error as WithStackLimit).stackTraceLimit;
delete (Error as WithStackLimit).stackTraceLimit;

export function resumeErrorStacks(): void {
  if (limit !== undefined) (Error as WithStackLimit).stackTraceLimit = limit;
}
