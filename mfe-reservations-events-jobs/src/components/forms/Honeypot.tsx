import { useTexts } from '../../i18n/use-texts';

/** A field people never see or reach; a bot that fills it in is refused by the API. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTexts();
  return (
    <div className="rej-honeypot" aria-hidden="true">
      <label>
        {t('field.honeypot')}
        <input name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
