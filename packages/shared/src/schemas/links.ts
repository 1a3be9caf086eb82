import { z } from 'zod';
import { INPUT_MESSAGES } from '../area-messages.js';
import { isSafeSitePath, publicUrlProblem } from '../url-safety.js';

/** Longest link a user may give (browsers and proxies agree on ~2k). */
export const URL_MAX_LENGTH = 2048;

const PROBLEM_MESSAGES = {
  invalid: INPUT_MESSAGES.urlInvalid,
  protocol: INPUT_MESSAGES.urlProtocol,
  credentials: INPUT_MESSAGES.urlCredentials,
  private: INPUT_MESSAGES.urlPrivate,
} as const;

/**
 * An http(s) URL to a public host, as users give them for ads and images: no loopback, private,
 * link-local or unspecified address (IPv4, IPv6 or IPv4-mapped), no local names, no credentials.
 * `invalid` replaces the message for a value that is not a URL at all.
 */
export function publicHttpUrl(options: { invalid?: string; required?: string } = {}) {
  const invalid = options.invalid ?? INPUT_MESSAGES.urlInvalid;
  return z
    .string({ error: options.required ?? invalid })
    .trim()
    .min(1, { error: options.required ?? invalid })
    .max(URL_MAX_LENGTH, { error: invalid })
    .superRefine((value, ctx) => {
      const problem = publicUrlProblem(value);
      // Another scheme is "not a valid URL" for the form's own message; the two safety rules say why.
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'invalid' || problem === 'protocol' ? invalid : PROBLEM_MESSAGES[problem] });
    });
}

/** A notification link: a path of this site (one leading `/`) or a public http(s) URL. */
export const siteLinkSchema = z
  .string({ error: INPUT_MESSAGES.linkInvalid })
  .trim()
  .min(1, { error: INPUT_MESSAGES.linkInvalid })
  .max(URL_MAX_LENGTH, { error: INPUT_MESSAGES.linkInvalid })
  .superRefine((value, ctx) => {
    if (value.startsWith('/') && !value.startsWith('//')) {
      if (!isSafeSitePath(value)) ctx.addIssue({ code: 'custom', message: INPUT_MESSAGES.linkInvalid });
      return;
    }
    const problem = publicUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'invalid' ? INPUT_MESSAGES.linkInvalid : PROBLEM_MESSAGES[problem] });
  });
