/**
 * Work that must not delay the answer (sending mail). Failures are logged, never thrown at the caller;
 * `settleBackground()` lets tests and shutdown wait for what is still running.
 */
const running = new Set<Promise<unknown>>();

export function runInBackground(label: string, task: () => Promise<unknown>) {
  const promise = new Promise((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => {
      console.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => running.delete(promise));
  running.add(promise);
}

export async function settleBackground() {
  while (running.size > 0) await Promise.all([...running]);
}
