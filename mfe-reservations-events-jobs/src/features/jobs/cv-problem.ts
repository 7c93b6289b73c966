import { CV_MAX_MEGABYTES } from 'shared-contracts/types/job';

export type CvProblem = 'cv_missing' | 'cv_type' | 'cv_size';

const SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0xd0, 0xcf, 0x11, 0xe0], // Word 97 (OLE2)
  [0x50, 0x4b, 0x03, 0x04], // DOCX is a zip; the API also checks its word/ entries
];

/** Blob.arrayBuffer where the browser has it; FileReader otherwise (older engines, jsdom). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** The CV checked by its size and first bytes before upload (the name proves nothing); the API checks again. */
export async function cvProblem(file: File | null): Promise<CvProblem | null> {
  if (!file) return 'cv_missing';
  if (file.size > CV_MAX_MEGABYTES * 1024 * 1024) return 'cv_size';
  const head = await firstBytes(file, 8);
  return SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte)) ? null : 'cv_type';
}
