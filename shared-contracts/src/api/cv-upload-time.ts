import { REQUEST_TIMEOUT_MS } from 'shared-contracts/api/request-timeout';
import { CV_MAX_MEGABYTES } from 'shared-contracts/types/job';

/** A slow mobile uplink (about 200 kbit/s): what a CV upload is given time for. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 25_000;

/**
 * How long an application with its CV may take to send: the usual wait for an answer, plus the
 * file's bytes at a slow mobile uplink. The usual 10 s cut a 2 MB CV off on 3G, every time, and
 * told the applicant their connection was lost (about 3.5 minutes for the 5 MB allowed).
 */
export function cvUploadTimeoutMs(cvBytes: number): number {
  return REQUEST_TIMEOUT_MS + Math.ceil((cvBytes / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/**
 * The longest a request may take to arrive, the largest CV's: the API cuts off a request slower
 * than this (a trickling client), so an applicant on a slow uplink is never cut off by the API
 * while the browser still waits (the API's 30 s did that to any CV over about 750 KB).
 */
export const CV_UPLOAD_MAX_MS = cvUploadTimeoutMs(CV_MAX_MEGABYTES * 1024 * 1024);
