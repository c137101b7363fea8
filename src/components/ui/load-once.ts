// Code loaded on first use and read with React's `use`: a lazy() component would suspend once even
// when the code is in, showing its Suspense fallback on a paint that awaited the code already.

/** A promise marked with its outcome the way React's `use` reads one: once in, it renders without suspending. */
type Loading<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/** `load`, started on the first call and shared by every later one. A failed load reaches the error boundary through use(). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Loading<T> | undefined
  return () => {
    if (!started) {
      const loading: Loading<T> = (started = load())
      loading.then(
        (value) => Object.assign(loading, { status: 'fulfilled', value }),
        () => undefined,
      )
    }
    return started
  }
}
