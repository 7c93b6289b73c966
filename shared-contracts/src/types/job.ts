/** A job of spec §2 /jobs and /job/{url}. */
export interface Job {
  id: number;
  url: string;
  title: string;
  description: string;
  store_id: number | null;
}

/** The multipart fields of POST public/jobs/{url}/applications, beside the `cv` file. */
export interface JobApplicationFields {
  name: string;
  email: string;
  phone: string;
  message: string;
  website?: string;
}

export const CV_MAX_MEGABYTES = 5;
