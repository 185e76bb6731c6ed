import { setImmediate as yieldToRequests } from 'node:timers/promises';
/**
 * Work for one key (an event, say) done in batches, one batch of a key at a time (or two, the
 * first finishing what no longer needs the key: `release`): what arrives while a batch runs
 * waits, and goes in the next batch with everything else that arrived meanwhile. Alone, an item
 * runs after one turn of the event loop, as a batch of one (the turn lets in what the server has
 * received but not read yet); in a rush, one batch does for many what each would otherwise do in
 * turn (the registrations of a popular event take its row lock once per batch, not once per
 * person). Items keep their order of arrival.
 *
 * `run` answers one outcome per item, in the items' order; when it throws, every item of that
 * batch is refused with its error. The answers go out a slice per turn of the event loop. This
 * process's batches only: several servers each batch their own, and the database orders the
 * batches (a row lock, say).
 */
export class KeyedBatches<Key, Item, Outcome> {
  private readonly waiting = new Map<Key, Waiting<Item, Outcome>[]>();
  /** Wakes a key's drain that waits for its last batch to finish, when an item arrives. */
  private readonly arrivals = new Map<Key, () => void>();
  /** Items of each key added and not answered yet, in a batch or waiting for one. */
  private readonly unansweredOf = new Map<Key, number>();

  constructor(
    /**
     * One batch's work. It may call `release` once the next batch of its key can start (a
     * transaction committed, with only work of its own left, such as its mails): then the two
     * overlap, else the next starts when this one is done.
     */
    private readonly run: (key: Key, items: Item[], release: () => void) => Promise<Outcome[]>,
    /** The most items in one batch: a batch's work under its lock grows with its size. */
    private readonly maxItems = 100,
    private readonly options: {
      /**
       * Start the next batch as soon as an item arrives while the last batch answers its own,
       * rather than once all its answers are out: batches start sooner, and are smaller. For
       * work that waits on another process (a database server), not for work done on this
       * thread (the embedded database), where fewer and larger batches cost less.
       */
      nextOnArrival?: boolean;
    } = {},
  ) {}

  /**
   * How many items of this key are not answered yet: a batch that finds more than its own knows
   * others are in line (a rush goes on).
   */
  unanswered(key: Key): number {
    return this.unansweredOf.get(key) ?? 0;
  }

  /** Whether a batch of any key runs or waits to run. */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  add(key: Key, item: Item): Promise<Outcome> {
    this.unansweredOf.set(key, this.unanswered(key) + 1);
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        this.arrivals.get(key)?.();
        return;
      }
      // Nothing of this key runs (a key has a queue exactly while its batches run): start.
      this.waiting.set(key, [{ item, resolve, reject }]);
      void this.drain(key);
    });
  }

  private async drain(key: Key) {
    // The last batch started, until it is done. The next starts once it released its key and the
    // one before it is done: at most two run at once (see `release`).
    let running: Promise<void> | null = null;
    for (;;) {
      // One turn of the event loop first: requests already received but not yet read join
      // this batch.
      await yieldToRequests();
      const queue = this.waiting.get(key) ?? [];
      if (queue.length === 0) {
        // Items that come while the last batch finishes (answering its items, say) still find
        // the queue: the next batch starts once it is done (with `nextOnArrival`, with the first
        // of them), or the key ends with it.
        if (running) {
          const finished = await Promise.race([
            running.then(() => true),
            ...(this.options.nextOnArrival
              ? [new Promise<false>((resolve) => this.arrivals.set(key, () => resolve(false)))]
              : []),
          ]);
          this.arrivals.delete(key);
          if (finished) running = null;
          continue;
        }
        this.waiting.delete(key);
        return;
      }
      const batch = queue.splice(0, this.maxItems);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const before = running;
      running = this.runAndAnswer(key, batch, release);
      await released;
      if (before) await before;
    }
  }

  /** Runs one batch and answers its items; never rejects (a failure refuses the items). */
  private async runAndAnswer(key: Key, batch: Waiting<Item, Outcome>[], release: () => void) {
    let outcomes: Outcome[] | { error: unknown };
    try {
      outcomes = await this.run(
        key,
        batch.map((waiting) => waiting.item),
        release,
      );
    } catch (error) {
      outcomes = { error };
    }
    release();
    // A slice of the batch per turn of the event loop: each answer goes on at once with its
    // request (a response to write, say), and a batch of hundreds answered in one turn would
    // keep every other request (a visitor's page) waiting for all of them.
    for (let start = 0; start < batch.length; start += ANSWERS_PER_TURN) {
      if (start > 0) await yieldToRequests();
      const slice = batch.slice(start, start + ANSWERS_PER_TURN);
      const left = this.unanswered(key) - slice.length;
      if (left > 0) this.unansweredOf.set(key, left);
      else this.unansweredOf.delete(key);
      slice.forEach((waiting, offset) => {
        const outcome = 'error' in outcomes ? undefined : outcomes[start + offset];
        if ('error' in outcomes) waiting.reject(outcomes.error);
        else if (outcome === undefined)
          waiting.reject(new Error('a batch left an item unanswered'));
        else waiting.resolve(outcome);
      });
    }
  }
}

/** How many of a batch's items are answered per turn of the event loop. */
const ANSWERS_PER_TURN = 25;

interface Waiting<Item, Outcome> {
  item: Item;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}
