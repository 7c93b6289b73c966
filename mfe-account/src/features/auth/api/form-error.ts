/** A failed call's answer; duck-typed because ky's HTTPError class lives in shared-contracts' copy of ky. */
function failedResponse(error: unknown): Response | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const { response } = error as { response: unknown };
  return response instanceof Response ? response : null;
}

/**
 * The server's sentence for a refused form (422, which the error catalogue leaves to the form) and
 * the request field it names, when it is about one; null for anything else, which the catalogue
 * has already reported.
 */
export async function formRefusal(error: unknown): Promise<{ message: string; field: string | null } | null> {
  const response = failedResponse(error);
  if (!response || response.status !== 422) return null;
  try {
    const body = (await response.clone().json()) as { message?: unknown; field?: unknown };
    if (typeof body.message !== 'string') return null;
    return { message: body.message, field: typeof body.field === 'string' ? body.field : null };
  } catch {
    return null;
  }
}

/** The sentence alone, for a form that shows every refusal in one place. */
export async function formError(error: unknown): Promise<string | null> {
  return (await formRefusal(error))?.message ?? null;
}
