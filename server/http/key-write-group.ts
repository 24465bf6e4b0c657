import type { Db } from '../db/client';
import { storeKeysWith, type KeyWrite } from './idempotency-repository';

/**
 * Group commit of planned writes (runPlanned, the join request; ADR 024): the keys and writes handed in during one
 * turn of the event loop are stored in ONE statement (storeKeysWith): one round trip and one commit for many
 * requests, where each used to cost its own. Nothing waits on a timer: a group is what arrived while the process was
 * busy, so a quiet process writes each request at once and a busy one writes them together.
 *
 * A failing group statement (a unique violation of one write, a lost connection) is retried one item at a time, so
 * each request gets its own outcome: the others commit, the culprit sees its error (and runPlanned plans it again).
 */
const MAX_KEY_WRITE_GROUP = 64;

interface Waiting {
  item: KeyWrite;
  resolve: (claimed: boolean) => void;
  reject: (err: unknown) => void;
}

export class KeyWriteGroup {
  private waiting: Waiting[] = [];
  private scheduled = false;
  /** statements sent (tests read it) */
  statements = 0;

  constructor(private readonly db: Db) {}

  /** Stores the key (and runs its write if claimed) with whatever else arrives this turn; resolves to whether it was claimed. */
  store(item: KeyWrite): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const seen = new Set<string>();
    const group: Waiting[] = [];
    const later: Waiting[] = [];
    for (const w of this.waiting) {
      // one statement claims a key once: a key sent twice at once waits for the next group (where it replays)
      const id = `${w.item.row.userId}/${w.item.row.key}`;
      if (group.length < MAX_KEY_WRITE_GROUP && !seen.has(id)) {
        seen.add(id);
        group.push(w);
      } else later.push(w);
    }
    this.waiting = later;
    if (later.length > 0) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    void this.run(group);
  }

  private async run(group: Waiting[]): Promise<void> {
    try {
      this.statements += 1;
      const claimed = await storeKeysWith(this.db, group.map((w) => w.item));
      group.forEach((w, i) => w.resolve(claimed[i] === true));
    } catch (err) {
      if (group.length === 1) {
        group[0]?.reject(err);
        return;
      }
      await Promise.all(
        group.map(async (w) => {
          try {
            this.statements += 1;
            const [claimed] = await storeKeysWith(this.db, [w.item]);
            w.resolve(claimed === true);
          } catch (alone) {
            w.reject(alone);
          }
        }),
      );
    }
  }
}
