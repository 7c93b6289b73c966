import { CV_MAX_MEGABYTES } from 'shared-contracts/types/job';

/** Spec: a CV is at most 5 MB; the job form checks the same before sending. */
export const CV_MAX_BYTES = CV_MAX_MEGABYTES * 1024 * 1024;

export type CvType = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;

/** Names in a zip's central directory (the end of the file lists every entry). */
function zipEntryNames(file: Buffer): string[] {
  // The end-of-directory record is at least 22 bytes and may carry a comment of up to 64 KB.
  const from = Math.max(0, file.length - 22 - 0xffff);
  let end = -1;
  for (let i = file.length - 22; i >= from; i--) {
    if (file.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = file.readUInt16LE(end + 10);
  let offset = file.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count && offset + 46 <= file.length; n++) {
    if (file.readUInt32LE(offset) !== ZIP_CENTRAL) break;
    const nameLength = file.readUInt16LE(offset + 28);
    const extraLength = file.readUInt16LE(offset + 30);
    const commentLength = file.readUInt16LE(offset + 32);
    names.push(file.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * What a CV really is, read from its bytes, never from its name: a PDF starts with %PDF-, a Word 97
 * document is an OLE2 compound file, a DOCX is a zip holding word/ entries. Anything else is null.
 */
export function cvType(file: Buffer): CvType | null {
  if (file.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (file.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (file.subarray(0, ZIP_LOCAL.length).equals(ZIP_LOCAL) && zipEntryNames(file).some((name) => name.startsWith('word/'))) {
    return 'docx';
  }
  return null;
}
