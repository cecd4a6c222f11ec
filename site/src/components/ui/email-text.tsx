import { Fragment } from 'react';

/**
 * An e-mail address that breaks, on a narrow screen, before its "@" and its dots rather than
 * at any letter ("inscriptio / ns@…"): the parts stay readable by eye. A single part longer
 * than the line still breaks anywhere. One span, so a flex parent sees one item.
 *
 * Chromium reads each <wbr> as a space in the accessible name ("contact @lagune-business
 * .example"): the link around it carries the address as its aria-label (decision 052).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="min-w-0 wrap-anywhere">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
