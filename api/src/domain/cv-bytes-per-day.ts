/**
 * The CV bytes all applications together may store in one of the brand's days: 500 MB, a hundred
 * CVs of the largest size. The form's limit (ten a minute) holds one address, not many, and each
 * CV may weigh 5 MB: without a cap across them, anyone could fill the disk. Past it, an application
 * with a CV is refused until the next day, and the applicant told to e-mail the restaurant.
 */
export const CV_BYTES_PER_DAY = 500 * 1024 * 1024;

/** An application whose CV would take the day's CVs past CV_BYTES_PER_DAY: nothing is stored. */
export class CvDayFull extends Error {
  constructor() {
    super(`The day's CVs would pass ${CV_BYTES_PER_DAY} bytes.`);
    this.name = 'CvDayFull';
  }
}
