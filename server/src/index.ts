// The server's entry. One thing must happen before any other module is loaded (loading and
// start-up do garbage collections): keeping a tick's shape alive (http/keep-tick-shape.ts).
// Then the server itself: src/main.ts.
import { keepTickShape } from './http/keep-tick-shape';

keepTickShape();
await import('./main');
