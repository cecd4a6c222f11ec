// Mozilla HTTP Observatory's grading (mdn/mdn-http-observatory, algorithm version 4), written
// from its published rules: its ten tests, their results and score modifiers, a baseline of
// 100 and bonuses that count only when the score without them is 90 or more. The scan makes
// the requests the Observatory makes (the page over HTTPS, the same address over plain HTTP
// following redirects, a CORS probe with a foreign Origin) through a caller's `fetch`, so a
// test can serve "HTTPS" through a TLS-terminating proxy's X-Forwarded-Proto.
// Not modelled: the HSTS preload list (the site is not on it) and certificate checks.

export interface Answer {
  url: URL;
  status: number;
  headers: Headers;
  body: string;
}

export interface TestOutcome {
  name: string;
  result: string;
  modifier: number;
  pass: boolean;
}

export interface ScanResult {
  score: number;
  grade: string;
  tests: TestOutcome[];
}

/** Fetches one URL without following redirects (the scan follows them itself). */
export type Fetcher = (url: URL, headers: Record<string, string>) => Promise<Answer>;

// Score modifiers (grader/charts.js SCORE_TABLE).
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-implemented-but-duplicate-directives': 0,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
};
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS = 15_552_000;
const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

// ---------------------------------------------------------------- HTML and header parsing

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs.set(m[1].toLowerCase(), (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  return attrs;
}

/** Attributes of every opening `<name …>` tag of the document (scripts' own text skipped). */
function tags(html: string, name: string): Array<Map<string, string>> {
  const withoutScriptText = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  return [...withoutScriptText.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((m) => attributes(m[1]));
}

/** `<meta http-equiv>` values by lower-case name, in document order. */
function httpEquiv(answer: Answer): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (!isHtml(answer)) return map;
  for (const meta of tags(answer.body, 'meta')) {
    const name = meta.get('http-equiv')?.toLowerCase();
    const content = meta.get('content');
    if (name && content !== undefined) map.set(name, [...(map.get(name) ?? []), content]);
  }
  return map;
}

const isHtml = (a: Answer) => {
  const mime = (a.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return !mime || HTML_TYPES.has(mime);
};

/** Values of a header, a repeated header's values split as fetch joins them. */
const headerValues = (a: Answer, name: string) => {
  const v = a.headers.get(name);
  return v === null ? [] : [v];
};

// Policies are comma-separated; directives semicolon-separated; sources lower-cased
// (analyzer/cspParser.js). Several policies: a source counts only if every policy has it.
type Csp = Map<string, Set<string>>;

function parseCsp(policies: string[]): Csp {
  const clean = policies.map((p) => p.replace(/[\r\n]/g, '').trim());
  const result: Csp = new Map();
  clean.forEach((policy, index) => {
    if (policy.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${policy}`);
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [first, ...values] = entry.trim().split(/\s+/);
      if (!first) continue;
      const directive = first.toLowerCase();
      if (seen.has(directive) && directive !== 'report-uri' && directive !== 'report-to') throw new Error(`Duplicate directive ${directive}`);
      seen.add(directive);
      const sources = new Set(values.length ? values.map((v) => v.toLowerCase()) : directive.endsWith('-src') ? ["'none'"] : []);
      const previous = result.get(directive);
      result.set(directive, index === 0 || !previous ? sources : new Set([...previous].filter((s) => sources.has(s))));
    }
  });
  for (const [directive, sources] of result) if (sources.size === 0) result.set(directive, new Set(["'none'"]));
  return result;
}

// ---------------------------------------------------------------- the ten tests

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => /^'(sha256-|sha384-|sha512-|nonce-)/.test(s));

/** analyzer/tests/csp.js */
function cspTest(auto: Answer): { result: string; csp: Csp | null } {
  const httpPolicies = headerValues(auto, 'content-security-policy').flatMap((v) => v.split(',').map((s) => s.trim()));
  const metaPolicies = (httpEquiv(auto).get('content-security-policy') ?? []).flatMap((v) => v.split(',').map((s) => s.trim()));
  let csp: Csp;
  let headerOnly: Csp;
  try {
    csp = parseCsp([...httpPolicies, ...metaPolicies]);
    headerOnly = parseCsp(httpPolicies);
  } catch {
    return { result: 'csp-header-invalid', csp: null };
  }
  const meta = parseCsp(metaPolicies);
  for (const d of ['frame-ancestors', 'report-uri', 'sandbox']) meta.delete(d);
  if (headerOnly.size + meta.size === 0) {
    return { result: auto.headers.has('content-security-policy-report-only') ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', csp: null };
  }

  const all = (d: string) => csp.get(d) ?? csp.get('default-src') ?? new Set(['*']);
  const objectSrc = new Set(all('object-src'));
  const scriptSrc = new Set(all('script-src'));
  const styleSrc = new Set(all('style-src'));
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  let result: string | null = null;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const s of [...scriptSrc]) {
        if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
      }
    } else result = 'csp-header-invalid';
  }
  const passive = new Set(['img-src', 'media-src']);
  const active = [...[...csp].filter(([d]) => !passive.has(d) && d !== 'script-src').flatMap(([, s]) => [...s]), ...scriptSrc];
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const https = auto.url.protocol === 'https:';
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) result ??= 'csp-implemented-with-unsafe-inline';
  if (https && active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passiveSources.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  result ??= defaultSrc?.has("'none'") && defaultSrc.size === 1 ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
  return { result, csp };
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
  /** Max-Age <= 0 or Expires in the past: the cookie is deleted from the jar. */
  expired: boolean;
}

function parseCookie(raw: string): Cookie {
  const [pair, ...attrs] = raw.split(';');
  const cookie: Cookie = { name: pair.split('=')[0].trim(), secure: false, httpOnly: false, expired: false };
  for (const attr of attrs) {
    const [k, v] = attr.split('=').map((s) => s.trim());
    const key = k.toLowerCase();
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') cookie.sameSite = (v ?? '').toLowerCase();
    else if (key === 'max-age') cookie.expired ||= Number(v) <= 0;
    else if (key === 'expires') cookie.expired ||= Date.parse(v ?? '') <= Date.now();
  }
  return cookie;
}

/** analyzer/tests/cookies.js: the worst finding over every cookie the scan received. */
function cookiesTest(answers: Answer[], hstsPass: boolean): string {
  const goodness = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  let result: string | null = null;
  const worse = (r: string) => {
    if (result === null || goodness.indexOf(r) > goodness.indexOf(result)) result = r;
  };
  // The scan's cookie jar, in the order the answers set them.
  const jar = new Map<string, Cookie>();
  for (const cookie of answers.flatMap((a) => a.headers.getSetCookie()).map(parseCookie)) {
    if (cookie.sameSite !== undefined && !['lax', 'strict', 'none'].includes(cookie.sameSite)) worse('cookies-samesite-flag-invalid');
    // A __Host- or __Secure- cookie without Secure is dropped by browsers and cookie jars.
    if (/^__(host|secure)-/i.test(cookie.name) && !cookie.secure) continue;
    if (cookie.expired) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie);
  }
  const cookies = [...jar.values()];
  if (cookies.length === 0) return result ?? 'cookies-not-found';
  let missingSameSite = false;
  for (const c of cookies) {
    const session = ['login', 'sess'].some((k) => c.name.toLowerCase().includes(k));
    const antiCsrf = c.name.toLowerCase().includes('csrf');
    if (!c.secure && c.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!c.secure) worse(hstsPass ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (antiCsrf && !c.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !c.secure) worse(hstsPass ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !c.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!c.sameSite) missingSameSite = true;
  }
  return result ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
}

/** analyzer/tests/cors.js */
function corsTest(cors: Answer | null): string {
  const acao = cors?.headers.get('access-control-allow-origin')?.trim().toLowerCase();
  if (!cors || !acao) return 'cross-origin-resource-sharing-not-implemented';
  if (acao === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  if (acao === OBSERVATORY_ORIGIN && cors.headers.get('access-control-allow-credentials')?.trim().toLowerCase() === 'true') {
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** analyzer/tests/redirection.js; `route` is the plain-HTTP chain, first request included. */
function redirectionTest(route: URL[] | null): string {
  if (!route) return 'redirection-not-needed-no-http';
  if (route.length === 1) return 'redirection-missing';
  if (route.at(-1)!.protocol !== 'https:') return 'redirection-not-to-https';
  if (route[1].protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (route[0].protocol === 'http:' && route[1].protocol === 'https:' && route[0].hostname !== route[1].hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

/** analyzer/tests/referrer-policy.js (the last valid value wins, a meta tag after the header). */
function referrerPolicyTest(auto: Answer): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [...headerValues(auto, 'referrer-policy'), ...(httpEquiv(auto).get('referrer') ?? [])];
  if (values.length === 0) return 'referrer-policy-not-implemented';
  const policy = values.join(',').split(',').map((v) => v.trim().toLowerCase()).filter((v) => good.includes(v) || bad.includes(v)).at(-1) ?? '';
  if (good.includes(policy)) return 'referrer-policy-private';
  return bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

/** analyzer/tests/strict-transport-security.js (from the HTTPS answer only). */
function hstsTest(https: Answer | null): string {
  if (!https) return 'hsts-not-implemented-no-https';
  const header = https.headers.get('strict-transport-security');
  if (header === null) return 'hsts-not-implemented';
  if (header.includes(',')) return 'hsts-header-invalid';
  const maxAge = header.split(';').map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('max-age='));
  if (!maxAge) return 'hsts-header-invalid';
  const seconds = Number.parseInt(maxAge.slice(8), 10);
  if (Number.isNaN(seconds)) return 'hsts-header-invalid';
  return seconds < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
}

/** Registrable domain, roughly (the Observatory uses the public suffix list; same host here). */
const siteOf = (host: string) => host.split('.').slice(-2).join('.');

/** analyzer/tests/subresource-integrity.js */
function sriTest(auto: Answer): string {
  if (!isHtml(auto)) return 'sri-not-implemented-response-not-html';
  const goodness = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  let result: string | null = null;
  const worse = (r: string) => {
    if (result === null || goodness.indexOf(r) > goodness.indexOf(result)) result = r;
  };
  const scripts = tags(auto.body, 'script');
  let foreign = false;
  for (const script of scripts) {
    const src = script.get('src');
    if (!src) continue;
    const integrity = !!script.get('integrity');
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(auto.url.hostname);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = (absolute && new URL(src).protocol === 'https:') || (relative && auto.url.protocol === 'https:');
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  return result ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
}

/** analyzer/tests/x-content-type-options.js */
function xContentTypeOptionsTest(auto: Answer): string {
  const header = auto.headers.get('x-content-type-options');
  if (header === null) return 'x-content-type-options-not-implemented';
  return header.trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

/** analyzer/tests/x-frame-options.js: CSP frame-ancestors supersedes the header. */
function xFrameOptionsTest(auto: Answer, csp: Csp | null): string {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = auto.headers.get('x-frame-options')?.trim().toLowerCase();
  if (header === undefined) return 'x-frame-options-not-implemented';
  if (header === 'deny' || header === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return header.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

/** analyzer/tests/cross-origin-resource-policy.js */
function corpTest(auto: Answer): string {
  const value = auto.headers.get('cross-origin-resource-policy')?.trim().toLowerCase() ?? httpEquiv(auto).get('cross-origin-resource-policy')?.at(-1)?.trim().toLowerCase();
  if (!value) return 'corp-not-implemented';
  return { 'same-origin': 'corp-implemented-with-same-origin', 'same-site': 'corp-implemented-with-same-site', 'cross-origin': 'corp-implemented-with-cross-origin' }[value] ?? 'corp-header-invalid';
}

// Which results pass (each test's own list); bonuses and penalties come from MODIFIERS.
const FAILING = new Set([
  'csp-implemented-with-unsafe-eval', 'csp-implemented-with-unsafe-inline', 'csp-implemented-with-insecure-scheme', 'csp-header-invalid',
  'csp-not-implemented', 'csp-not-implemented-but-reporting-enabled',
  'cookies-without-secure-flag-but-protected-by-hsts', 'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag', 'cookies-samesite-flag-invalid', 'cookies-anticsrf-without-samesite-flag', 'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag', 'cross-origin-resource-sharing-implemented-with-universal-access',
  'redirection-off-host-from-http', 'redirection-not-to-https-on-initial-redirection', 'redirection-not-to-https', 'redirection-missing',
  'referrer-policy-unsafe', 'referrer-policy-header-invalid', 'hsts-implemented-max-age-less-than-six-months', 'hsts-not-implemented',
  'hsts-header-invalid', 'hsts-not-implemented-no-https', 'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely', 'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'x-content-type-options-not-implemented', 'x-content-type-options-header-invalid', 'x-frame-options-not-implemented',
  'x-frame-options-header-invalid', 'corp-header-invalid',
]);

export interface Observed {
  /** The final HTTPS answer (the scan's "auto" response). */
  https: Answer;
  /** Every answer of the HTTPS chain, its redirects included (cookies are collected from all). */
  httpsChain: Answer[];
  /** The plain-HTTP chain, first request included; null when nothing answers over HTTP. */
  httpChain: Answer[] | null;
  /** The answer to the same HTTPS address requested with a foreign Origin. */
  cors: Answer | null;
}

/** Grades what a scan observed (scanner/index.js). */
export function grade(observed: Observed): ScanResult {
  const { https: auto } = observed;
  const { result: csp, csp: policy } = cspTest(auto);
  const hsts = hstsTest(auto);
  const results: Array<[string, string]> = [
    ['content-security-policy', csp],
    ['cookies', cookiesTest([...observed.httpsChain, ...(observed.httpChain ?? [])], !FAILING.has(hsts))],
    ['cross-origin-resource-sharing', corsTest(observed.cors)],
    ['redirection', redirectionTest(observed.httpChain?.map((a) => a.url) ?? null)],
    ['referrer-policy', referrerPolicyTest(auto)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(auto)],
    ['x-content-type-options', xContentTypeOptionsTest(auto)],
    ['x-frame-options', xFrameOptionsTest(auto, policy)],
    ['cross-origin-resource-policy', corpTest(auto)],
  ];
  const tests = results.map(([name, result]) => {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no modifier for ${result}`);
    return { name, result, modifier, pass: !FAILING.has(result) };
  });
  const withExtraCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { score, grade: letter(score), tests };
}

function letter(score: number): string {
  const grades: Array<[number, string]> = [
    [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'],
  ];
  return grades.find(([min]) => score >= min)?.[1] ?? 'F';
}

/** Follows redirects (at most 10) from `url`, every answer kept. */
async function chain(fetcher: Fetcher, url: URL, headers: Record<string, string> = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next: URL | null = url;
  while (next && answers.length < 10) {
    const answer = await fetcher(next, headers);
    answers.push(answer);
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null;
    next = location ? new URL(location, next) : null;
  }
  return answers;
}

/** Scans an HTTPS address as the Observatory does: HTTPS, the plain-HTTP address, a CORS probe. */
export async function scan(url: string, fetcher: Fetcher): Promise<ScanResult & { https: Answer }> {
  const target = new URL(url);
  if (target.protocol !== 'https:') throw new Error('scan an https:// address');
  const httpsChain = await chain(fetcher, target);
  const https = httpsChain.at(-1)!;
  if (https.status < 200 || https.status >= 300) throw new Error(`Site did not respond with a 2xx HTTP status code (${https.status}).`);
  const plain = new URL(target);
  plain.protocol = 'http:';
  const httpChain = await chain(fetcher, plain).catch(() => null);
  const cors = await fetcher(https.url, { Origin: OBSERVATORY_ORIGIN }).catch(() => null);
  return { ...grade({ https, httpsChain, httpChain, cors }), https };
}

/** The per-test breakdown, printed when a score falls short. */
export function describe(result: ScanResult): string {
  const lines = result.tests.map((t) => `  ${t.pass ? 'pass' : 'FAIL'} ${String(t.modifier).padStart(4)}  ${t.name}: ${t.result}`);
  return [`score ${result.score} (${result.grade})`, ...lines].join('\n');
}
