// Code fetched on demand (a page, the chat window, the menu's panel, the viewer, the toast)
// on a connection that may drop. React.lazy keeps a failed download failed for good, and a
// failure thrown to no boundary unmounts the whole site: one tap on the chat button with
// the network gone left a blank page, the contact form's typing lost. Here a failed
// download is thrown once to the nearest PartBoundary, which shows its fallback, and the
// next render (another tap, the connection back) downloads again.
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';

const failed = new Set<() => void>();

/** Lets every part whose download failed try again on its next render. */
export function retryFailedParts() {
  for (const clear of failed) clear();
  failed.clear();
}

export interface LazyPart<P> {
  Part: ComponentType<P>;
  /** Downloads the code; a failure here (a preload) is not shown, the render tries again. */
  load(): Promise<void>;
}

export function lazyPart<P extends object>(loader: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failure: unknown = null;
  const clear = () => {
    failure = null;
  };
  const load = () =>
    (pending ??= loader().then(
      (c) => {
        Loaded = c;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  function Part(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) throw failure; // to the PartBoundary, once
    // To Suspense: settles either way, and the render after a failure throws it. Without
    // this, Suspense would render again at once and download again at once, endlessly.
    throw load().catch((err: unknown) => {
      failure = err;
      failed.add(clear);
    });
  }
  return { Part, load };
}

interface BoundaryProps {
  /** A new value (another tap on the button that opens the part, another page) tries again. */
  resetKey?: unknown;
  /** Shown while the part's code downloads (nothing by default). */
  loading?: ReactNode;
  /** Shown in place of the part: as is, or made from the error with a way to try again. */
  fallback?: ReactNode | ((error: unknown, retry: () => void) => ReactNode);
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  resetKey: unknown;
}

/**
 * The Suspense boundary of parts fetched on demand, and their error boundary: shows `loading`
 * while the code comes and `fallback` (nothing by default) in place of a part that failed;
 * the page stays.
 */
export class PartBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('failed') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch() {
    // The failure is on screen: the part's next render downloads again.
    retryFailedParts();
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    if (this.state.error) this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error, this.retry) : (fallback ?? null);
  }
}
