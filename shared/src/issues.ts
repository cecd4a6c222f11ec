// Validation problems as people and programs read them. Our schemas carry a French message
// for every rule a form can break; zod's own English defaults (a wrong type, a rule without
// our message) can still come from a hand-made request, and are replaced, never passed on.
import { messages } from './messages';

export interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

const ZOD_DEFAULT = /^(Invalid|Expected|Required|Too (big|small)|Unrecognized)\b/;
const ZOD_MISSING = /received undefined$/;

/** The issue's own message when it is one of ours, else `fallback` (or "required" for a field left out). */
export function issueMessage(message: string, fallback: string = messages.generic.invalidField): string {
  if (!ZOD_DEFAULT.test(message)) return message;
  return ZOD_MISSING.test(message) && fallback === messages.generic.invalidField ? messages.generic.requiredField : fallback;
}

/** The first message per field; `key` names the field from the issue's path. */
export function issueFields(issues: ReadonlyArray<Issue>, key: (path: ReadonlyArray<PropertyKey>) => string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[key(issue.path)] ??= issueMessage(issue.message);
  return fields;
}
