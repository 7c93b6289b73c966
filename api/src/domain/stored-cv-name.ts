import { randomUUID } from 'node:crypto';
import type { CvType } from './cv-file';

/** A new CV's name in the uploads folder: random, so nobody can guess one, and of its type. */
export function storedCvName(type: CvType): string {
  return `${randomUUID()}.${type}`;
}

const STORED_CV = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:pdf|doc|docx)$/;

/** Whether a file of the uploads folder is a CV named by storedCvName: the only files ever deleted there. */
export function isStoredCvName(file: string): boolean {
  return STORED_CV.test(file);
}
