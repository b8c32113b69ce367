import { toast } from './toasts';
import { ApiError } from './api';
import { fieldErrorsOf, isFieldProblem, type ServerErrorText } from './problem-fields';

export interface SubmitTexts {
  loading: string;
  /** 400/422: the fields say what is wrong. */
  checkFields: string;
  /** 429 */
  tooMany: string;
  /** Anything else (spec: 'Some thing went wrong'). */
  failed: string;
  /** Per status, overriding the above (401 sign in, 409 already done, 404 gone). */
  byStatus?: Partial<Record<number, string>>;
}

/**
 * Sends a form with a loading toast that becomes done (or the error), and puts the api's field errors from its
 * problem+json next to the inputs in the visitor's language. Resolves to the answer, or null when it failed.
 */
export async function submitWithToasts<T>(o: {
  send: () => Promise<T>;
  done: (answer: T) => string;
  texts: SubmitTexts;
  serverErrors: ServerErrorText;
  fieldOf: (apiPath: string) => string | null;
  setErrors: (errors: Record<string, string>) => void;
  setTouched?: (touched: Record<string, boolean>) => void;
}): Promise<T | null> {
  const id = toast.loading(o.texts.loading);
  try {
    const answer = await o.send();
    toast.success(o.done(answer), { id });
    return answer;
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    if (isFieldProblem(err)) {
      const { fields, unplaced } = fieldErrorsOf(err, o.serverErrors, o.fieldOf);
      if (Object.keys(fields).length) {
        o.setTouched?.(Object.fromEntries(Object.keys(fields).map((k) => [k, true])));
        o.setErrors(fields);
      }
      toast.error(unplaced[0] ?? o.texts.checkFields, { id });
    } else {
      toast.error(o.texts.byStatus?.[status] ?? (status === 429 ? o.texts.tooMany : o.texts.failed), { id });
    }
    return null;
  }
}
