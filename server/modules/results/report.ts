import { createHash } from 'node:crypto';
import type { SealedReport } from './report-repository';

/** A report part's size in UTF-8 bytes before the next piece starts a new part (ADR 022): 125 parts for 500 MB. */
export const REPORT_PART_BYTES = 4 * 1024 * 1024;

/**
 * Writes a settlement report's canonical document piece by piece into parts of about `partBytes`, hashing as it goes:
 * parts 1 … are stored as they fill, the first is kept for the report's own row (written last, with the sha256).
 * Pieces are never split, so every part is valid UTF-8 text.
 */
export class ReportPartsWriter {
  private readonly hash = createHash('sha256');
  private pending: string[] = [];
  private pendingBytes = 0;
  private bytes = 0;
  private parts = 0;
  private first = '';

  constructor(
    private readonly partBytes: number,
    private readonly storePart: (part: number, text: string) => Promise<void>,
  ) {}

  async add(piece: string): Promise<void> {
    this.pending.push(piece);
    this.pendingBytes += Buffer.byteLength(piece, 'utf8');
    if (this.pendingBytes >= this.partBytes) await this.flush();
  }

  async end(): Promise<SealedReport> {
    await this.flush();
    return { first: this.first, parts: Math.max(1, this.parts), bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.hash.update(text, 'utf8');
    this.bytes += this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    if (this.parts === 0) this.first = text;
    else await this.storePart(this.parts, text);
    this.parts += 1;
  }
}
