// A small pool for one-shot worker threads: at most `maxConcurrent` alive at once (a worker's slot is freed
// only when its thread has exited), further jobs wait in a bounded queue. Every job gets a fresh thread with a
// memory cap and a time limit, so a file that hangs, crashes or exhausts memory takes only its own thread down.
// Every way a job can end (message, error, exit, timeout, spawn failure) settles its promise exactly once.
import { Worker, type ResourceLimits } from "node:worker_threads";
import { ExtractionError } from "./errors";

export type WorkerPoolOptions = {
  /** Absolute path of the worker script (plain ESM JavaScript). */
  workerPath: string;
  maxConcurrent?: number;
  /** Jobs allowed to wait; past this, `run` refuses at once with ExtractionError("busy"). */
  maxQueue?: number;
  resourceLimits?: ResourceLimits;
};

export type WorkerPoolStats = {
  /** Threads alive now (running or being torn down). */
  active: number;
  /** Jobs waiting for a slot. */
  queued: number;
  /** The most threads ever alive at once. */
  peakActive: number;
  started: number;
  finished: number;
  /** Threads stopped by the pool (time limit). */
  terminated: number;
};

export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

export class WorkerPool {
  readonly #options: Required<WorkerPoolOptions>;
  readonly #queue: (() => void)[] = [];
  #active = 0;
  #peak = 0;
  #started = 0;
  #finished = 0;
  #terminated = 0;

  constructor(options: WorkerPoolOptions) {
    this.#options = {
      maxConcurrent: 2,
      maxQueue: 50,
      resourceLimits: DEFAULT_RESOURCE_LIMITS,
      ...options,
    };
  }

  stats(): WorkerPoolStats {
    return {
      active: this.#active,
      queued: this.#queue.length,
      peakActive: this.#peak,
      started: this.#started,
      finished: this.#finished,
      terminated: this.#terminated,
    };
  }

  /**
   * Runs one job in a fresh worker: resolves with the first message the worker posts. Rejects with
   * ExtractionError "timeout" (the thread is terminated), "too-complex" (it ran out of memory), "failed" (it
   * crashed, exited without answering, or could not start) or "busy" (the queue is full).
   */
  run(workerData: unknown, options: { timeoutMs: number; transferList?: ArrayBuffer[] }): Promise<unknown> {
    if (this.#active >= this.#options.maxConcurrent && this.#queue.length >= this.#options.maxQueue) {
      return Promise.reject(new ExtractionError("busy", { detail: `${this.#queue.length} jobs waiting` }));
    }
    return new Promise((resolve, reject) => {
      const start = () => this.#spawn(workerData, options, resolve, reject);
      if (this.#active < this.#options.maxConcurrent) start();
      else this.#queue.push(start);
    });
  }

  #spawn(
    workerData: unknown,
    options: { timeoutMs: number; transferList?: ArrayBuffer[] },
    resolve: (value: unknown) => void,
    reject: (error: unknown) => void,
  ) {
    this.#active++;
    this.#started++;
    this.#peak = Math.max(this.#peak, this.#active);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#finished++;
      this.#queue.shift()?.();
    };
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let worker: Worker;
    try {
      worker = new Worker(this.#options.workerPath, {
        workerData,
        transferList: options.transferList,
        resourceLimits: this.#options.resourceLimits,
        // A plain thread: no loaders or flags inherited from the parent (tsx, Vitest, --inspect).
        execArgv: [],
      });
    } catch (error) {
      release();
      reject(new ExtractionError("failed", { detail: `worker did not start: ${describe(error)}`, cause: error }));
      return;
    }
    timer = setTimeout(() => {
      settle(() => {
        this.#terminated++;
        // Answer once the thread is really gone.
        worker
          .terminate()
          .catch(() => undefined)
          .finally(() => {
            release();
            reject(new ExtractionError("timeout", { detail: `no answer within ${options.timeoutMs} ms` }));
          });
      });
    }, options.timeoutMs);
    worker.once("message", (message: unknown) => {
      settle(() => resolve(message));
      // The answer is in: the thread has nothing left to do.
      worker.terminate().catch(() => undefined);
    });
    worker.once("messageerror", (error) => {
      settle(() => reject(new ExtractionError("failed", { detail: `unreadable answer: ${describe(error)}`, cause: error })));
      worker.terminate().catch(() => undefined);
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      settle(() =>
        reject(
          new ExtractionError(outOfMemory ? "too-complex" : "failed", {
            detail: outOfMemory ? "the worker ran out of memory" : `worker error: ${describe(error)}`,
            cause: error,
          }),
        ),
      );
    });
    worker.once("exit", (code) => {
      release();
      settle(() => reject(new ExtractionError("failed", { detail: `worker exited with code ${code} without answering` })));
    });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
