let loading: Promise<unknown> | undefined;

/** Loads the complete Mantine sheet once; lazily loaded UI awaits it so it never shows unstyled. */
export function loadAllStyles(): Promise<unknown> {
  loading ??= import("./allStyles");
  return loading;
}

/** Wraps a lazy import so the module resolves only once the complete sheet is in. */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStyles()]).then(([module]) => module);
}
