// The zod validator with French messages: a 400 JSON error naming the first problem
// and a message per field, so people and programs both know what to fix.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { issueFields, issueMessage, type Issue } from '@ecole/shared/issues';
import { messages } from '@ecole/shared/messages';
import { HttpError, jsonError } from './errors';

const fieldKey = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.') || '_';

/** The 400 answer for failed validation: the first problem, then one message per field. */
export function validationError(issues: ReadonlyArray<Issue>): HttpError {
  const first = issues[0];
  return new HttpError(400, first ? issueMessage(first.message, messages.generic.invalidPayload) : messages.generic.invalidPayload, issueFields(issues, fieldKey));
}

export const validate = <Target extends keyof ValidationTargets, T extends ZodType>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const err = validationError(result.error.issues);
      return jsonError(c, 400, err.message, err.fields);
    }
  });
