import { useRef, useState, type FormEvent } from 'react';
import type { Job } from 'shared-contracts/types/job';
import { Button } from 'shared-contracts/ui/Button';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { SentConfirmation } from '../../../components/forms/SentConfirmation';
import { FormRefusal } from '../../../components/forms/FormRefusal';
import { Honeypot } from '../../../components/forms/Honeypot';
import { PersonFields } from '../../../components/forms/PersonFields';
import { personProblems, type PersonProblems } from '../../../components/forms/person-problems';
import { TextArea } from '../../../components/forms/TextArea';
import { useTexts } from '../../../i18n/use-texts';
import { messageNotSent } from '../../../lib/message-not-sent';
import { postJobApplication } from '../api/post-job-application';
import { useIdempotencyKey } from '../../../components/forms/use-idempotency-key';
import { cvProblem, type CvProblem } from '../cv-problem';
import { cvRefusal } from '../cv-refusal';
import { CvField } from './CvField';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { useSignedInPerson } from '../../../components/forms/use-signed-in-person';

/**
 * Spec §2 job application: name, e-mail, phone, message and a CV (PDF, DOC or DOCX, at most 5 MB).
 * The server's refusal of the CV is shown on the CV field; any other failure says "Message not
 * sent" and why, as the contact form does. Once sent, the thanks take the form's place.
 */
export function JobApplicationForm({ job }: { job: Job }) {
  const { t } = useTexts();
  // Kept for the tab until sent (use-kept-state); the CV is chosen again.
  const keptAs = `job-${job.url}`;
  const [person, setPerson] = useKeptState(`${keptAs}:person`, { name: '', phone: '', email: '' });
  useSignedInPerson(setPerson);
  const [message, setMessage] = useKeptState<string>(`${keptAs}:message`, '');
  const [cv, setCv] = useState<File | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<PersonProblems>({});
  const { formRef, focusProblem } = useFocusProblem();
  const [cvError, setCvError] = useState<CvProblem | null>(null);
  const [cvRefused, setCvRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  // The file last chosen: a check of one chosen before it arrives too late to count.
  const chosenCv = useRef<File | null>(null);
  // A retry of this very application after a lost answer is not sent to the restaurant twice.
  const idempotencyKeyFor = useIdempotencyKey(keptAs);

  /** A new file: the old one's error goes, and the new one is checked at once (when the form was already refused). */
  function chooseCv(file: File | null) {
    chosenCv.current = file;
    setCv(file);
    setCvRefused(null);
    if (cvError === null && cvRefused === null) return;
    setCvError(null);
    void cvProblem(file).then((problem) => {
      if (chosenCv.current === file) setCvError(problem);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Busy before the CV's bytes are read (a wait): a double click must not send twice.
    if (busy) return;
    setBusy(true);
    try {
      const found = personProblems(person);
      const fileProblem = await cvProblem(cv);
      setProblems(found);
      setCvError(fileProblem);
      setCvRefused(null);
      setFailure(null);
      if (Object.keys(found).length > 0 || fileProblem || !cv) {
        focusProblem();
        return;
      }
      const application = { ...person, message, website: honeypot };
      // The CV is chosen again after a reload: the same file (name, size, date) is the same application.
      const key = idempotencyKeyFor({ ...application, cv: [cv.name, cv.size, cv.lastModified] });
      await postJobApplication(job.url, application, cv, key);
      forgetKeptForm(keptAs);
      setSent(true);
    } catch (error) {
      const refusedCv = await cvRefusal(error);
      if (refusedCv) setCvRefused(refusedCv);
      else setFailure(await messageNotSent(error));
      focusProblem();
    } finally {
      setBusy(false);
    }
  }

  const form = (
    <form ref={formRef} className="rej-form" noValidate onSubmit={submit} aria-labelledby="job-apply-title">
      <h2 id="job-apply-title">{t('jobs.apply_title')}</h2>
      <PersonFields values={person} problems={problems} onChange={setPerson} />
      <TextArea label={t('field.message')} name="message" value={message} onChange={setMessage} />
      <CvField file={cv} error={cvError ? t(`problem.${cvError}`) : (cvRefused ?? undefined)} onChange={chooseCv} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <FormRefusal>{failure}</FormRefusal>
      <Button type="submit" busy={busy}>
        {t('jobs.submit')}
      </Button>
    </form>
  );
  return (
    <>
      {/* No "apply again": one application per job is what a person sends. */}
      <SentConfirmation sent={sent}>{t('jobs.sent', { job: job.title })}</SentConfirmation>
      {!sent && form}
    </>
  );
}
