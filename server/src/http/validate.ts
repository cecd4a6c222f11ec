// The zod validator with French messages: a 400 JSON error naming the first problem
// and a message per field, so people and programs both know what to fix.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { messages } from '@ecole/shared/messages';
import { jsonError } from './errors';

export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export const validate = <Target extends keyof ValidationTargets, T extends ZodType>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues;
      const first = issues[0];
      // zod's own English texts (wrong type, a bound without our message) stay out of the answer.
      const message = first && !/^(Invalid|Expected|Required|Too (big|small)|Unrecognized)/.test(first.message) ? first.message : messages.generic.invalidPayload;
      return jsonError(c, 400, message, fieldErrors(issues));
    }
  });
