import type { SelectHTMLAttributes } from 'react';

/** A select over a fixed list of values, each shown by its label; it hands back the chosen value, typed. */
export function Choice<V extends string>({ value, options, onChoose, ...rest }: { value: V; options: readonly (readonly [NoInfer<V>, string])[]; onChoose: (value: NoInfer<V>) => void } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <select {...rest} value={value} onChange={(e) => onChoose(e.target.value as V)}>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}
