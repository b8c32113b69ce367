'use client';
import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input wired to formik, its error announced and linked with aria-describedby. */
export function Field({ label, name, as, ...rest }: { label: string; name: string; as?: 'textarea' } & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  const [field, meta] = useField(name);
  // Unique per form: the header's dialogs hold fields of the same names.
  const id = `f-${useId().replace(/:/g, '')}-${name}`;
  const invalid = meta.touched && !!meta.error;
  const common = { id, ...field, ...rest, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-err` : undefined };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {as === 'textarea' ? <textarea rows={4} {...common} /> : <input {...common} />}
      {invalid && (
        <p className="field-error" id={`${id}-err`} role="alert">
          {meta.error}
        </p>
      )}
    </div>
  );
}
