import { refusedAsItIs, serverMessage } from '../../lib/is-http-error';

/**
 * The API's refusal of the CV itself (none attached, not a PDF, DOC or DOCX, too large), to be
 * shown on the CV field rather than above the form. The answer carries only {message}; each of
 * those sentences names the CV in every language (api domain/forms/form-messages), and no other
 * field's refusal does.
 */
export async function cvRefusal(error: unknown): Promise<string | null> {
  if (!refusedAsItIs(error)) return null;
  const message = await serverMessage(error);
  return message !== null && /\bCV\b/.test(message) ? message : null;
}
