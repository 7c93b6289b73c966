import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageProblem } from 'shared-contracts/forms/person-fields';
import type { App } from '../../../app-instance';
import { jobApplicationEmail } from '../../../domain/confirmation-emails';
import { CvDayFull } from '../../../domain/cv-bytes-per-day';
import { cvType } from '../../../domain/cv-file';
import { formMessage } from '../../../domain/forms/form-messages';
import { contentLanguageOf } from '../../../domain/language';
import { storeClock } from '../../../domain/later-slots';
import { jobApplicationNotification } from '../../../domain/restaurant-notifications';
import { reachableRestaurant, toRestaurant } from '../../../domain/restaurant-recipient';
import { storedCvName } from '../../../domain/stored-cv-name';
import { requireVisiblePage } from '../../../domain/visible-page';
import { brandTimeZone } from '../../../domain/website-settings';
import { HttpError, notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { FORM_RATE_LIMIT, OptionalIdempotencyHeaders, personChecks, refuseBots, requireFields } from '../forms/form-guard';
import { refuseReusedKey, requestHash } from '../forms/repeated-send';
import { JobApplicationAnswerSchema, JobParamsSchema } from './job-schemas';
import { readApplication } from './read-application';

/**
 * POST public/jobs/{url}/applications (multipart): name, email, phone, message and the CV. The CV
 * is checked by its bytes (PDF, DOC or DOCX), kept in the private uploads folder under a random
 * name, and never served back: no route reads that folder. The restaurant hears of it by e-mail
 * (no staff screen lists applications, so a store that cannot be e-mailed, nor its brand, is
 * refused and the applicant told to call), with the CV attached (read from that folder when the
 * e-mail is sent, and deleted once it is: cv-retention) and the applicant as the address a reply
 * goes to. Past the day's CV bytes (CV_BYTES_PER_DAY) it is refused (503) with the restaurant's
 * address to e-mail instead, and nothing is stored.
 * Sent again with the same Idempotency-Key, fields and CV, it answers the first application's id and
 * keeps one CV; another application under that key is refused (422).
 */
export function postJobApplicationsRoute(app: App): void {
  app.post(
    '/public/jobs/:url/applications',
    {
      config: FORM_RATE_LIMIT,
      schema: {
        tags: ['jobs'],
        summary: 'Apply for a job with a CV (multipart/form-data: name, email, phone, message, cv)',
        consumes: ['multipart/form-data'],
        params: JobParamsSchema,
        headers: OptionalIdempotencyHeaders,
        response: answers(JobApplicationAnswerSchema, 400, 404, 413, 415, 422, 429, 503),
      },
    },
    async (request) => {
      await requireVisiblePage(app, request, 'jobs');
      const job = await app.repositories.jobs.byUrl(request.params.url, 'en');
      if (!job) throw notFound(formMessage(request, 'job_not_found'));
      const { fields, cv } = await readApplication(request);
      refuseBots(fields.website, request);
      const person = { name: fields.name ?? '', email: fields.email ?? '', phone: fields.phone ?? '' };
      requireFields(request, personChecks(person));
      const message = fields.message ?? '';
      if (message.trim() !== '') requireFields(request, [messageProblem(message)]);
      if (!cv || cv.length === 0) throw new HttpError(422, formMessage(request, 'cv_missing'), 'cv');
      const type = cvType(cv);
      if (!type) throw new HttpError(422, formMessage(request, 'cv_type'), 'cv');
      // A job no store offers (store_id null) goes to the brand's inbox; with none, nobody would read it.
      const restaurant = await reachableRestaurant(app, request, (await app.repositories.stores.all()).find((s) => s.id === job.store_id));

      const applicant = { name: person.name.trim(), email: person.email.trim(), phone: person.phone.trim(), message: message.trim() };
      const fileName = storedCvName(type);
      const language = contentLanguageOf(request);
      const titled = (await app.repositories.jobs.byUrl(job.url, language)) ?? job;
      const website = await app.repositories.website.website();
      const shop = website.name;
      const staffReads = restaurant.language;
      const staffTitled = staffReads === language ? titled : ((await app.repositories.jobs.byUrl(job.url, staffReads)) ?? job);
      const messages = [
        { channel: 'email' as const, recipient: applicant.email, ...jobApplicationEmail(language, { name: applicant.name, job: titled.title, shop }) },
        toRestaurant(restaurant, applicant.email, (staffLanguage, name) =>
          jobApplicationNotification(staffLanguage, { ...applicant, restaurant: name, job: staffTitled.title, cvFile: fileName }),
        ),
      ];
      // The job, every field as sent (in a fixed order) and the CV's bytes: the same application.
      const hash = requestHash({ job: job.url, fields: Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))) }, cv);
      const file = path.join(app.uploadsDir, fileName);
      // Written once the application is counted and stored, in its transaction: the same
      // application sent again keeps the first one's CV, and a refused one writes none.
      const keep = async () => {
        await mkdir(app.uploadsDir, { recursive: true, mode: 0o700 });
        await writeFile(file, cv, { mode: 0o600 });
      };
      // The brand's day, so the "tomorrow" an applicant is told of is theirs.
      const day = storeClock(app.now(), brandTimeZone(website)).date;
      const stored = await app.repositories.jobs
        .apply(
          { job_id: job.id, ...applicant, cv_file: fileName, cv_type: type, idempotency_key: request.headers['idempotency-key'] ?? null, request_hash: hash },
          messages,
          { day, bytes: cv.length, keep },
        )
        .catch(async (error: unknown) => {
          // A refused application keeps nobody's CV: no row names the file any more.
          await rm(file, { force: true });
          if (!(error instanceof CvDayFull)) throw error;
          request.log.warn({ day }, "the day's CVs are full: applications with a CV are refused until tomorrow");
          throw new HttpError(503, formMessage(request, 'cv_day_full', { email: restaurant.email }));
        });
      if (stored.repeated) refuseReusedKey(request, stored, hash);
      return { id: stored.id };
    },
  );
}
