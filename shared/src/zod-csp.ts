// Pages served with a strict CSP (no eval) import this first: zod must not even probe
// for `new Function`, since the browser reports the caught attempt as a violation.
import { config } from 'zod';

config({ jitless: true });
