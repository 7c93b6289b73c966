import { useId } from 'react';
import { Field } from 'shared-contracts/ui/Field';
import { useTexts } from '../../../i18n/use-texts';

/** The CV types the API takes, by extension and by MIME type (the picker offers these). */
const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface CvFieldProps {
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}

/**
 * The CV picker in the page's language: the native input's own button and "No file chosen" speak
 * the browser's. The input stays (keyboard, screen readers, required) but out of sight; a label
 * styled as a button opens it, and a line says which file is chosen, also as the input's description.
 */
export function CvField({ file, error, onChange }: CvFieldProps) {
  const { t } = useTexts();
  const chosenId = useId();
  return (
    <Field
      label={t('field.cv')}
      required
      error={error}
      aria-describedby={chosenId}
      render={(control) => (
        <div className="rej-file">
          <input
            {...control}
            className="rej-file__input"
            type="file"
            name="cv"
            accept={CV_ACCEPT}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <label htmlFor={control.id} className="ui-button ui-button--secondary rej-file__button">
            {t('jobs.choose_cv')}
          </label>
          <span id={chosenId} className="rej-file__chosen">
            {file ? file.name : t('jobs.no_cv')}
          </span>
        </div>
      )}
    />
  );
}
