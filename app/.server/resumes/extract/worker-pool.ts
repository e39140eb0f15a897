// A small pool of worker threads: at most `maxConcurrent` threads alive at once, each running one job at a time
// under a memory cap and a time limit; further jobs wait in a bounded queue. A thread is kept warm between jobs
// (pdf.js and mammoth stay loaded, so an extraction costs what the file costs) and retired after `maxJobsPerThread`
// jobs or `idleMs` without work. A job that hangs is stopped by terminating its thread; one that crashes or
// exhausts memory takes only its own thread down, and the next job gets a fresh one. Every way a job can end
// (answer, error, exit, timeout, spawn failure) settles its promise exactly once.
//
// Protocol: the pool posts { id, data } (with the job's transfer list); the worker answers { id, answer }.
import { Worker, type ResourceLimits } from "node:worker_threads";
import { ExtractionError } from "./errors";

export type WorkerPoolOptions = {
  /** Absolute path of the worker script (plain ESM JavaScript). */
  workerPath: string;
  maxConcurrent?: number;
  /** Jobs allowed to wait; past this, `run` refuses at once with ExtractionError("busy"). */
  maxQueue?: number;
  resourceLimits?: ResourceLimits;
  /** Jobs one thread runs before it is replaced (bounds what a long-lived thread can accumulate). */
  maxJobsPerThread?: number;
  /** A thread idle this long is ended. */
  idleMs?: number;
};

export type WorkerPoolStats = {
  /** Jobs running now. */
  active: number;
  /** Jobs waiting for a thread. */
  queued: number;
  /** The most jobs ever running at once. */
  peakActive: number;
  /** Threads alive now (busy, idle or being torn down). */
  threads: number;
  /** The most threads ever alive at once. */
  peakThreads: number;
  /** Threads started so far. */
  spawned: number;
  started: number;
  finished: number;
  /** Threads stopped by the pool because a job ran past its time limit. */
  terminated: number;
};

export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
};

type Job = {
  id: number;
  data: unknown;
  timeoutMs: number;
  transferList?: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Thread = {
  worker: Worker;
  jobs: number;
  /** The job it runs, if any. */
  job?: Job;
  timer?: ReturnType<typeof setTimeout>;
  idleTimer?: ReturnType<typeof setTimeout>;
  /** Set once the thread is on its way out: it takes no more jobs. */
  ending: boolean;
  timedOut?: boolean;
};

export class WorkerPool {
  readonly #options: Required<WorkerPoolOptions>;
  readonly #queue: Job[] = [];
  readonly #threads = new Set<Thread>();
  #nextId = 1;
  #active = 0;
  #peak = 0;
  #peakThreads = 0;
  #spawned = 0;
  #started = 0;
  #finished = 0;
  #terminated = 0;

  constructor(options: WorkerPoolOptions) {
    this.#options = {
      maxConcurrent: 2,
      maxQueue: 50,
      resourceLimits: DEFAULT_RESOURCE_LIMITS,
      maxJobsPerThread: 100,
      idleMs: 15 * 60_000,
      ...options,
    };
  }

  stats(): WorkerPoolStats {
    return {
      active: this.#active,
      queued: this.#queue.length,
      peakActive: this.#peak,
      threads: this.#threads.size,
      peakThreads: this.#peakThreads,
      spawned: this.#spawned,
      started: this.#started,
      finished: this.#finished,
      terminated: this.#terminated,
    };
  }

  /**
   * Runs one job on a thread of the pool: resolves with the worker's answer. Rejects with ExtractionError
   * "timeout" (the thread is terminated), "too-complex" (it ran out of memory), "failed" (it crashed, exited
   * without answering, or could not start) or "busy" (the queue is full).
   */
  run(data: unknown, options: { timeoutMs: number; transferList?: ArrayBuffer[] }): Promise<unknown> {
    if (this.#active >= this.#options.maxConcurrent && this.#queue.length >= this.#options.maxQueue) {
      return Promise.reject(new ExtractionError("busy", { detail: `${this.#queue.length} jobs waiting` }));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, data, timeoutMs: options.timeoutMs, transferList: options.transferList, resolve, reject });
      this.#pump();
    });
  }

  /** Starts a thread ahead of the first job, so that the first upload does not wait for one. */
  warmUp(data: unknown): void {
    if (this.#threads.size > 0) return;
    this.run(data, { timeoutMs: 30_000 }).catch(() => undefined);
  }

  /** Starts queued jobs while a thread can take them: an idle one, else a new one if the pool has room. */
  #pump() {
    while (this.#queue.length && this.#active < this.#options.maxConcurrent) {
      let thread = [...this.#threads].find((t) => !t.job && !t.ending);
      if (!thread) {
        // Threads being torn down still count: never more than maxConcurrent alive.
        if (this.#threads.size >= this.#options.maxConcurrent) return;
        const spawned = this.#spawn();
        if (!spawned.ok) {
          const job = this.#queue.shift()!;
          this.#started++;
          this.#finished++;
          job.reject(new ExtractionError("failed", { detail: `worker did not start: ${describe(spawned.error)}`, cause: spawned.error }));
          continue;
        }
        thread = spawned.thread;
      }
      this.#start(thread, this.#queue.shift()!);
    }
  }

  #spawn(): { ok: true; thread: Thread } | { ok: false; error: unknown } {
    let worker: Worker;
    try {
      worker = new Worker(this.#options.workerPath, {
        resourceLimits: this.#options.resourceLimits,
        // A plain thread: no loaders or flags inherited from the parent (tsx, Vitest, --inspect).
        execArgv: [],
      });
    } catch (error) {
      return { ok: false, error };
    }
    this.#spawned++;
    const thread: Thread = { worker, jobs: 0, ending: false };
    this.#threads.add(thread);
    this.#peakThreads = Math.max(this.#peakThreads, this.#threads.size);

    worker.on("message", (message: unknown) => {
      const job = thread.job;
      const m = message as { id?: unknown; answer?: unknown } | null;
      // After a timeout the thread is being terminated and the job is answered from "exit".
      if (!job || thread.timedOut || !m || m.id !== job.id) return;
      this.#finish(thread, () => job.resolve(m.answer));
      thread.jobs++;
      if (thread.jobs >= this.#options.maxJobsPerThread) this.#end(thread);
      else this.#idle(thread);
      this.#pump();
    });
    worker.on("messageerror", (error) => {
      const job = thread.job;
      if (job) this.#finish(thread, () => job.reject(new ExtractionError("failed", { detail: `unreadable answer: ${describe(error)}`, cause: error })));
      this.#end(thread);
    });
    worker.on("error", (error: Error & { code?: string }) => {
      // The thread is dying (an uncaught error, or out of memory); "exit" follows and frees its place.
      thread.ending = true;
      const job = thread.job;
      if (!job) return;
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      const failure = new ExtractionError(outOfMemory ? "too-complex" : "failed", {
        detail: outOfMemory ? "the worker ran out of memory" : `worker error: ${describe(error)}`,
        cause: error,
      });
      thread.job = { ...job, resolve: () => undefined, reject: () => undefined };
      // Answer once the thread is gone, so that its memory is free when the caller hears of it.
      worker.once("exit", () => job.reject(failure));
    });
    worker.once("exit", (code) => {
      clearTimeout(thread.idleTimer);
      this.#threads.delete(thread);
      const job = thread.job;
      if (job) this.#finish(thread, () => job.reject(new ExtractionError("failed", { detail: `worker exited with code ${code} without answering` })));
      this.#pump();
    });
    return { ok: true, thread };
  }

  #start(thread: Thread, job: Job) {
    clearTimeout(thread.idleTimer);
    thread.worker.ref();
    thread.job = job;
    this.#active++;
    this.#started++;
    this.#peak = Math.max(this.#peak, this.#active);
    thread.timer = setTimeout(() => {
      if (thread.job !== job) return;
      this.#terminated++;
      thread.ending = true;
      thread.timedOut = true;
      // The caller hears of it once the thread is really gone (the "exit" handler settles the job).
      thread.job = { ...job, reject: () => job.reject(new ExtractionError("timeout", { detail: `no answer within ${job.timeoutMs} ms` })) };
      thread.worker.terminate().catch(() => undefined);
    }, job.timeoutMs);
    try {
      thread.worker.postMessage({ id: job.id, data: job.data }, job.transferList ?? []);
    } catch (error) {
      this.#finish(thread, () => job.reject(new ExtractionError("failed", { detail: `job not sent: ${describe(error)}`, cause: error })));
      this.#end(thread);
    }
  }

  /** Ends the thread's current job: frees its place and settles it. */
  #finish(thread: Thread, settle: () => void) {
    if (!thread.job) return;
    clearTimeout(thread.timer);
    thread.job = undefined;
    this.#active--;
    this.#finished++;
    settle();
  }

  #idle(thread: Thread) {
    // An idle thread does not keep the process alive.
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => this.#end(thread), this.#options.idleMs);
    thread.idleTimer.unref();
  }

  #end(thread: Thread) {
    thread.ending = true;
    thread.worker.terminate().catch(() => undefined);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
