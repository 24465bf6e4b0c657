import { createHash } from 'node:crypto';
import { canonicalJson, type SettlementReport } from '../../../core/rules/settlement';

/** The stored form of a settlement report: canonical JSON text and the sha256 of its UTF-8 bytes (hex). */
export function sealReport(report: SettlementReport): { document: string; sha256: string } {
  const document = canonicalJson(report);
  return { document, sha256: sha256Hex(document) };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
